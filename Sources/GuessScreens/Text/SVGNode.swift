import Foundation
import GuessText

/// One element of an inline SVG chart, drawn once by the results' charts (`ScoreChart`, `DescriberChart`)
/// and shown two ways: written as markup in the report (`markup`), and sent as JSON in the phones' state
/// (`{"n":NAME,"a":[[ATTRIBUTE,VALUE],…],"t":TEXT,"c":[CHILD,…]}`), from which the board's page makes the same
/// elements one by one (`createElementNS`, text as text). Texts and attribute values are kept as they are
/// shown (names already bounded and made safe); `markup` escapes them.
package struct SVGNode: Encodable, Equatable, Sendable {
    /// The element's name (`svg`, `polyline`, `circle`, `rect`, `polygon`, `line`, `text`, `defs`, `pattern`).
    package var name: String
    /// Its attributes, in order, as name and value.
    package var attributes: [[String]]
    /// Its text, for a `text` element.
    package var text: String?
    /// The elements inside it, in order.
    package var children: [SVGNode]

    /// The element `name` with `attributes` (name and value, in order), `text` and `children`.
    package init(_ name: String, _ attributes: [(String, String)], text: String? = nil, children: [SVGNode] = []) {
        self.name = name
        self.attributes = attributes.map { [$0.0, $0.1] }
        self.text = text
        self.children = children
    }

    private enum CodingKeys: String, CodingKey {
        case name = "n"
        case attributes = "a"
        case text = "t"
        case children = "c"
    }

    /// Encodes the element, leaving out an empty list of children.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(attributes, forKey: .attributes)
        try container.encodeIfPresent(text, forKey: .text)
        if !children.isEmpty { try container.encode(children, forKey: .children) }
    }

    /// The value of attribute `name`, when the element has it.
    package func attribute(_ name: String) -> String? { attributes.first { $0.first == name }?.last }

    /// Every element of the tree, this one first, in document order.
    package var all: [SVGNode] { [self] + children.flatMap(\.all) }

    /// The element as markup: a chart's outermost element puts each element inside it on a line of its own.
    package var markup: String {
        let open = "<\(name)" + attributes.map { " \($0[0])=\"\(ResultsReport.escape($0[1]))\"" }.joined()
        if children.isEmpty && text == nil { return open + "/>" }
        let separator = name == "svg" ? "\n" : ""
        let inner = (text.map(ResultsReport.escape) ?? "") + children.map { $0.markup + separator }.joined()
        return open + ">" + separator + inner + "</\(name)>"
    }
}
