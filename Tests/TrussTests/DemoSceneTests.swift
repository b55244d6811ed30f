import Foundation
import Testing

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
        #expect(captures.count == 10)
        #expect(Set(captures.map(\.fileName)).count == captures.count)
        let html = SceneGallery.indexHTML(title: "Truss demo", captures: captures)
        for capture in captures { #expect(html.contains("src=\"\(capture.fileName)\"")) }
        let table = SceneGallery.keyFrameTable(captures)
        #expect(table.hasPrefix("scene "))
        #expect(table.contains("login-form    3-covered-password     password"))
    }

    @Test("login form: email visible, password scrolled by 35, email again stays, uncovered back to 0")
    func loginForm() {
        let captures = LoginFormScene.demo.captures()
        #expect(
            captures.map(\.state) == [
                "1-resting", "2-covered-email", "3-covered-password", "4-covered-email-again", "5-uncovered",
            ])
        // Password in window coordinates: 390 - offset.
        #expect(key(captures, "1-resting", "password")?.frame == CGRect(x: 20, y: 390, width: 335, height: 44))
        #expect(key(captures, "2-covered-email", "password")?.frame == CGRect(x: 20, y: 390, width: 335, height: 44))
        #expect(key(captures, "3-covered-password", "password")?.frame == CGRect(x: 20, y: 355, width: 335, height: 44))
        #expect(key(captures, "4-covered-email-again", "email")?.frame == CGRect(x: 20, y: 295, width: 335, height: 44))
        #expect(key(captures, "5-uncovered", "password")?.frame == CGRect(x: 20, y: 390, width: 335, height: 44))
        // The obstruction overlay is measured after layout: 667 - 260 = 407.
        #expect(
            key(captures, "3-covered-password", "obstruction 260")?.frame
                == CGRect(x: 0, y: 407, width: 375, height: 260))
        let expected = """
            Window 'window' (0, 0, 375, 667)
              LayoutGuide 'obstruction' (0, 407, 375, 260)
              LayoutGuide 'safeAreaLayoutGuide' (0, 0, 375, 667)
              ScrollView 'scroll' (0, 0, 375, 667) contentOffset=(0, 35) contentSize=(375, 667) \
            adjustedContentInset={0, 0, 260, 0} keepsVisible='password'
                LayoutGuide 'contentLayoutGuide' (0, 0, 375, 667)
                LayoutGuide 'frameLayoutGuide' (0, 35, 375, 667)
                LayoutGuide 'contentInsetLayoutGuide' (0, 35, 375, 407)
                DemoLabel 'email' (20, 330, 335, 44) text="email@example.com"
                DemoLabel 'password' (20, 390, 335, 44) text="••••••••"

            """
        #expect(captures[2].layout == expected)
    }

    @Test("chat: the bar rides on the guide; the messages scroll to the end when short")
    func chat() {
        let captures = ChatScene.demo.captures()
        // Resting: guide (0, 818, 393, 34) from the safe area; bar 52 above it; messages
        // 103…766 (663 tall) hold all 444 points of content, offset 0.
        #expect(key(captures, "1-resting", "bottomGuide")?.frame == CGRect(x: 0, y: 818, width: 393, height: 34))
        #expect(key(captures, "1-resting", "inputBar")?.frame == CGRect(x: 0, y: 766, width: 393, height: 52))
        #expect(key(captures, "1-resting", "messages")?.frame == CGRect(x: 0, y: 103, width: 393, height: 663))
        // Covered by 336: guide top 516, bar 464…516, messages 103…464 (361 tall); the last
        // bubble (bottom 432 in the content) + 12 needs offset 444 - 361 = 83.
        #expect(key(captures, "2-covered", "inputBar")?.frame == CGRect(x: 0, y: 464, width: 393, height: 52))
        #expect(key(captures, "2-covered", "messages")?.attributes.first == "contentOffset=(0, 83)")
        #expect(key(captures, "2-covered", "bubble6")?.frame == CGRect(x: 181, y: 392, width: 200, height: 60))
    }

    @Test("labeled form: fields after the widest label, in both widths and directions")
    func labeledForm() {
        let captures = LabeledFormScene.demo.captures()
        // 16 + 84 + 8 = 108; 375 - 16 - 108 = 251 wide; 667 wide: 543.
        #expect(key(captures, "1-portrait", "field1")?.frame == CGRect(x: 108, y: 40, width: 251, height: 34))
        #expect(key(captures, "1-portrait", "field3")?.frame == CGRect(x: 108, y: 132, width: 251, height: 34))
        #expect(key(captures, "1-portrait", "label3")?.frame == CGRect(x: 16, y: 138.5, width: 84, height: 21))
        #expect(key(captures, "2-landscape", "field1")?.frame == CGRect(x: 108, y: 40, width: 543, height: 34))
        // Mirrored: fields from 16, the label at 375 - 16 - 84 = 275.
        #expect(key(captures, "3-right-to-left", "field1")?.frame == CGRect(x: 16, y: 40, width: 251, height: 34))
        #expect(key(captures, "3-right-to-left", "label3")?.frame == CGRect(x: 275, y: 138.5, width: 84, height: 21))
    }

    @Test("deterministic: two runs give the same pictures and text")
    func deterministic() {
        #expect(DemoCatalog.captures() == DemoCatalog.captures())
    }
}
