// A self-contained UIKit view as an app writes it: a card with an avatar and two labels in
// stack views, styled, with priorities and margins. This file must compile unchanged against
// UIKit and against TrussUIKit: do not edit it to suit Truss.

#if canImport(UIKit)
    import UIKit
#else
    import TrussUIKit
#endif

final class ProfileCardView: UIView {
    let avatarView = UIView()
    let nameLabel = UILabel()
    let detailLabel = UILabel()
    private let textStack: UIStackView
    private let rowStack: UIStackView

    override init(frame: CGRect) {
        textStack = UIStackView(arrangedSubviews: [nameLabel, detailLabel])
        rowStack = UIStackView(arrangedSubviews: [avatarView, textStack])
        super.init(frame: frame)

        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 12
        layer.borderWidth = 1
        layer.borderColor = UIColor.separator.cgColor
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)

        avatarView.backgroundColor = .systemBlue
        avatarView.layer.cornerRadius = 24
        avatarView.clipsToBounds = true

        nameLabel.font = UIFont.boldSystemFont(ofSize: 17)
        nameLabel.textColor = .label
        detailLabel.font = UIFont.systemFont(ofSize: 15)
        detailLabel.textColor = .secondaryLabel
        detailLabel.numberOfLines = 0

        textStack.axis = .vertical
        textStack.spacing = 4
        rowStack.axis = .horizontal
        rowStack.alignment = .top
        rowStack.spacing = 12
        rowStack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(rowStack)

        let bottom = rowStack.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor)
        bottom.priority = .defaultHigh
        NSLayoutConstraint.activate([
            rowStack.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            rowStack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            rowStack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            bottom,
            avatarView.widthAnchor.constraint(equalToConstant: 48),
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(name: String, detail: String) {
        nameLabel.text = name
        detailLabel.text = detail
    }
}
