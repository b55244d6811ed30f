import Foundation
import Testing
import TrussScenes

@testable import Truss

@Suite("Demo scenes")
struct DemoSceneTests {
    /// The key frame labelled `label` in state `state` of `captures`.
    func key(_ captures: [SceneCapture], _ state: String, _ label: String) -> SceneCapture.KeyFrame? {
        captures.first { $0.state == state }?.keyFrames.first { $0.label == label }
    }

    @Test("the catalog: every state once, unique file names, a gallery page naming them all")
    func catalog() {
        let captures = DemoCatalog.captures()
        #expect(captures.count == 49)
        #expect(Set(captures.map(\.fileName)).count == captures.count)
        let html = SceneGallery.indexHTML(title: "Truss demo", captures: captures)
        for capture in captures { #expect(html.contains("src=\"\(capture.fileName)\"")) }
        let table = SceneGallery.keyFrameTable(captures)
        #expect(table.hasPrefix("scene "))
        #expect(
            table.split(separator: "\n").contains {
                $0.hasPrefix("login-se ") && $0.contains(" 3-docked-password ") && $0.contains(" password ")
            })
    }

    @Test("login form on iPhone SE: the text snapshot of the password state, keyboard guide included")
    func loginForm() {
        let captures = LoginFormScene.demoSE.captures()
        #expect(captures.map(\.state) == ["1-dismissed", "2-docked-account", "3-docked-password", "4-dismissed"])
        // The keyboard overlay is measured after layout: 667 - 260 = 407.
        #expect(
            key(captures, "3-docked-password", "keyboard 260")?.frame == CGRect(x: 0, y: 407, width: 375, height: 260))
        let expected = """
            Window 'window' (0, 0, 375, 667) safeAreaInsets={20, 0, 0, 0}
              LayoutGuide 'safeAreaLayoutGuide' (0, 20, 375, 647)
              KeyboardLayoutGuide 'keyboardLayoutGuide' (0, 407, 375, 260)
              ScrollView 'scroll' (0, 0, 375, 667) contentOffset=(0, 35) contentSize=(375, 667) \
            adjustedContentInset={0, 0, 260, 0} keepsVisible='password'
                LayoutGuide 'contentLayoutGuide' (0, 0, 375, 667)
                LayoutGuide 'frameLayoutGuide' (0, 35, 375, 667)
                LayoutGuide 'contentInsetLayoutGuide' (0, 35, 375, 407)
                DemoLabel 'account' (20, 330, 335, 44) text="name@example.com"
                DemoLabel 'password' (20, 390, 335, 44) text="••••••••"

            """
        #expect(captures[2].layout == expected)
        // The SVG draws the keyboard over the window and the guide under it.
        #expect(captures[2].svg.contains(">keyboard 260</text>"))
        #expect(captures[2].svg.contains(">keyboardLayoutGuide</text>"))
    }

    @Test("chat: the bar rides on the keyboard guide; the messages scroll to the end when short")
    func chat() {
        let captures = ChatScene.demo.captures()
        // Resting: guide (0, 818, 393, 34) from the safe area; bar 52 above it; messages
        // 103…766 (663 tall) hold all 444 points of content, offset 0.
        #expect(
            key(captures, "1-dismissed", "keyboardLayoutGuide")?.frame == CGRect(x: 0, y: 818, width: 393, height: 34))
        #expect(key(captures, "1-dismissed", "inputBar")?.frame == CGRect(x: 0, y: 766, width: 393, height: 52))
        #expect(key(captures, "1-dismissed", "messages")?.frame == CGRect(x: 0, y: 103, width: 393, height: 663))
        // Covered by 336: guide top 516, bar 464…516, messages 103…464 (361 tall); the last
        // bubble (bottom 432 in the content) + 12 needs offset 444 - 361 = 83.
        #expect(key(captures, "3-docked", "inputBar")?.frame == CGRect(x: 0, y: 464, width: 393, height: 52))
        #expect(key(captures, "3-docked", "messages")?.attributes.first == "contentOffset=(0, 83)")
        #expect(key(captures, "3-docked", "bubble6")?.frame == CGRect(x: 181, y: 392, width: 200, height: 60))
    }

    @Test("tab bar: the composer on the bar while the keyboard is down, on the keyboard when up")
    func tabBarKeyboard() {
        let captures = TabBarKeyboardScene.demo.captures()
        // Bar: 49 + 34 = 83 high from 852 − 83 = 769; composer 50 above it, at the margins (16).
        #expect(key(captures, "1-dismissed", "tabBar")?.frame == CGRect(x: 0, y: 769, width: 393, height: 83))
        #expect(key(captures, "1-dismissed", "composer")?.frame == CGRect(x: 16, y: 719, width: 361, height: 50))
        // Keyboard 336 (top 516): the composer at 516 − 50 = 466; the list 59…466.
        #expect(key(captures, "2-keyboard-336", "composer")?.frame == CGRect(x: 16, y: 466, width: 361, height: 50))
        #expect(key(captures, "2-keyboard-336", "list")?.frame == CGRect(x: 0, y: 59, width: 393, height: 407))
        #expect(key(captures, "3-dismissed", "composer")?.frame == CGRect(x: 16, y: 719, width: 361, height: 50))
    }

    @Test("form sheet: centered, moved up by the keyboard, clamped at 34 in landscape")
    func formSheet() {
        let captures = FormSheetScene.demo.captures()
        // (834 − 540) / 2 = 147, (1194 − 620) / 2 = 287; button 620 − 44 = 576 in the sheet,
        // 287 + 576 = 863 in the window, at the regular margins (20): 500 wide.
        #expect(key(captures, "1-portrait", "sheet")?.frame == CGRect(x: 147, y: 287, width: 540, height: 620))
        #expect(key(captures, "1-portrait", "saveButton")?.frame == CGRect(x: 167, y: 863, width: 500, height: 44))
        // Keyboard top 1194 − 320 = 874: y = 874 − 620 = 254.
        #expect(
            key(captures, "2-portrait-keyboard", "sheet")?.frame == CGRect(x: 147, y: 254, width: 540, height: 620))
        // Landscape: (1194 − 540) / 2 = 327, (834 − 620) / 2 = 107.
        #expect(key(captures, "3-landscape", "sheet")?.frame == CGRect(x: 327, y: 107, width: 540, height: 620))
        // Keyboard top 834 − 405 = 429: the sheet at 34, the button at 429 − 44 = 385.
        #expect(
            key(captures, "4-landscape-keyboard", "sheet")?.frame == CGRect(x: 327, y: 34, width: 540, height: 620))
        #expect(
            key(captures, "4-landscape-keyboard", "saveButton")?.frame
                == CGRect(x: 347, y: 385, width: 500, height: 44))
    }

    @Test("labeled form: fields after the widest label, in both widths and directions")
    func labeledForm() {
        let captures = LabeledFormScene.demo.captures()
        // 16 + 84 + 8 = 108; 375 - 16 - 108 = 251 wide; 667 wide: 543.
        #expect(key(captures, "1-portrait", "field1")?.frame == CGRect(x: 108, y: 40, width: 251, height: 34))
        #expect(key(captures, "1-portrait", "field3")?.frame == CGRect(x: 108, y: 132, width: 251, height: 34))
        // The label centred on the field: 132 + (34 − 21) / 2 = 138.5, on whole points 139.
        #expect(key(captures, "1-portrait", "label3")?.frame == CGRect(x: 16, y: 139, width: 84, height: 21))
        #expect(key(captures, "2-landscape", "field1")?.frame == CGRect(x: 108, y: 40, width: 543, height: 34))
        // Mirrored: fields from 16, the label at 375 - 16 - 84 = 275.
        #expect(key(captures, "3-right-to-left", "field1")?.frame == CGRect(x: 16, y: 40, width: 251, height: 34))
        #expect(key(captures, "3-right-to-left", "label3")?.frame == CGRect(x: 275, y: 139, width: 84, height: 21))
    }

    @Test("deterministic: two runs give the same pictures and text")
    func deterministic() {
        #expect(DemoCatalog.captures() == DemoCatalog.captures())
    }
}
