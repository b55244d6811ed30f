import Foundation
import Testing
import TrussUIKit

/// UIKit control code, written with UIKit's names, measured as UIKit measures it (sizes of
/// iOS 17 on an iPhone 15; text by Truss's estimated measurer, whole points outside a window).
@Suite("UIKit controls, compiled unchanged")
struct UIKitControlsTests {
    @Test func aSelfSizingRowOfControls() {
        let row = UIView()
        let title = UILabel()
        title.text = "Done"
        title.font = UIFont.systemFont(ofSize: 15)
        let toggle = UISwitch()
        for view in [row, title, toggle] as [UIView] { view.translatesAutoresizingMaskIntoConstraints = false }
        row.addSubview(title)
        row.addSubview(toggle)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
            title.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            toggle.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            toggle.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
            toggle.topAnchor.constraint(equalTo: row.topAnchor, constant: 6),
            toggle.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: -6),
        ])
        // "Done" at 15: 2.28 × 15 = 34.2 → 35; 16 + 35 + 8 + 51 + 16 = 126 by 6 + 31 + 6 = 43.
        #expect(row.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 126, height: 43))
        let button = UIButton(type: .system)
        button.setTitle("Done", for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 35, height: 30))
    }
}
