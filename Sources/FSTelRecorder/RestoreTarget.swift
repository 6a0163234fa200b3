import FSTelModel

/// A position in a list: the section and item of a cell.
public struct ListIndexPath: Hashable, Sendable, CustomStringConvertible {
    /// The section.
    public var section: Int
    /// The item within the section.
    public var item: Int

    /// The position `[section, item]`.
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// `[section, item]`.
    public var description: String { "[\(section), \(item)]" }
}

/// Where the small player lives, captured when fullscreen is entered: the cell's index
/// path (list, section, item), the container kind, and the method the app uses to go
/// back on exit (re-find the cell by index path, or re-add the player to its old superview).
///
/// Record the index path whatever the method: with `superview` restore it is the index
/// path of the cell the superview belonged to at enter, so a landing elsewhere (the cell
/// was reused for another row) shows up as a mismatch.
///
/// The initializers are failable: a section or item outside 0 to 2^53 - 1
/// (``ValueRanges/indexPath``: negative, or past what a double holds exactly), or a list
/// identifier that holds a control character, gives nil (ingest would reject the line). So
/// `enter` never takes a target the encoder refuses, and `finish` is refused only for a
/// value passed to `finish`.
public struct RestoreTarget: Hashable, Sendable {
    /// How the app goes back on exit.
    public let method: RestoreMethod
    /// The kind of list view.
    public let container: RestoreContainer
    /// An identifier of the list (`feed_home`), when the app has several.
    public let list: String?
    /// The cell's position.
    public let indexPath: ListIndexPath

    /// A target at `indexPath`; nil when the section or item is outside 0 to 2^53 - 1, or
    /// `list` holds a control character.
    public init?(method: RestoreMethod, container: RestoreContainer, list: String? = nil, indexPath: ListIndexPath) {
        guard ValueRanges.indexPath.contains(Int64(indexPath.section)), ValueRanges.indexPath.contains(Int64(indexPath.item))
        else { return nil }
        if let list, FormatLimits.firstControlCharacter(list) != nil { return nil }
        self.method = method
        self.container = container
        self.list = list
        self.indexPath = indexPath
    }

    /// A target at `[section, item]`; nil when the section or item is outside 0 to
    /// 2^53 - 1, or `list` holds a control character.
    public init?(method: RestoreMethod, container: RestoreContainer, list: String? = nil, section: Int, item: Int) {
        self.init(method: method, container: container, list: list, indexPath: ListIndexPath(section: section, item: item))
    }

    /// The `restore` object of the line.
    var record: RestoreRecord {
        RestoreRecord(
            method: method, container: container.rawValue, list: list,
            section: Int64(indexPath.section), item: Int64(indexPath.item))
    }
}
