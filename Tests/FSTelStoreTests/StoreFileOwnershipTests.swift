import Foundation
import Testing
@testable import FSTelStore
@testable import FSTelStorage
@testable import FSTelSQLite
@testable import FSTelPostgreSQL

/// Who may have made a store's -wal and -shm: its owner, root, or a member of its group.
@Suite struct StoreFileOwnershipTests {
    @Test func groupMembershipIsReadFromTheUserDatabase() {
        // root's primary group is 0; nobody is in neither root's group nor an unknown one.
        #expect(Store.isMember(uid: 0, ofGroup: 0))
        #expect(!Store.isMember(uid: 65534, ofGroup: 0))
        #expect(!Store.isMember(uid: 4_000_000_000, ofGroup: 0))
        // A supplementary group, where the machine has one (postgres in ssl-cert on Debian).
        guard let user = getpwnam("postgres"), let group = getgrnam("ssl-cert"), let members = group.pointee.gr_mem else { return }
        var index = 0
        var listed = false
        while let member = members[index] {
            if String(cString: member) == "postgres" { listed = true }
            index += 1
        }
        if listed { #expect(Store.isMember(uid: user.pointee.pw_uid, ofGroup: group.pointee.gr_gid)) }
    }
}
