/// Texts ranked in Swift's `String` order, canonically equivalent spellings sharing a
/// rank; the empty string is always ranked.
struct TextRanks {
    /// The rank of each of the texts ranked, in their order.
    private let ranks: [Int32]
    /// One spelling of each rank.
    let spelling: [String]
    private let rankOf: [String: Int32]
    private let emptyRank: Int32

    init(_ texts: [String]) {
        let spelling = Set(texts + [""]).sorted()
        let rankOf = Dictionary(uniqueKeysWithValues: spelling.enumerated().map { ($1, Int32($0)) })
        (self.spelling, self.rankOf, ranks, emptyRank) = (spelling, rankOf, texts.map { rankOf[$0]! }, rankOf[""]!)
    }

    /// The values of `texts`, ranked by their ``ColumnTexts`` index.
    init(_ texts: ColumnTexts) { self.init(texts.values) }

    /// The rank of the text at `index`; that of "" for -1 (NULL).
    func rank(_ index: Int32) -> Int32 { index < 0 ? emptyRank : ranks[Int(index)] }

    /// The rank of one of the texts ranked (or of "").
    func rank(of text: String) -> Int32 { rankOf[text]! }
}
