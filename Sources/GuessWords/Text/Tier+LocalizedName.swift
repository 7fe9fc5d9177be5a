import Foundation
import GuessText

extension Tier {
    /// The tier's name in every interface language, for messages that name a tier.
    public var localizedName: LocalizedText {
        LocalizedText(name, ChineseText(simplified: chineseName, traditional: traditionalChineseName))
    }

    /// The tier's Traditional Chinese name (初級 中級 高級 複雜 自訂), which lists may use too.
    public var traditionalChineseName: String { HantTable.traditional(chineseName) }
}
