import Testing
@testable import AuthCrypto

@Suite struct PBKDF2PasswordHasherTests {
    let hasher = PBKDF2PasswordHasher(iterations: 1_000)

    @Test func aHashVerifiesItsPasswordOnly() throws {
        let hash = try hasher.hash("correct horse")
        #expect(hasher.verify("correct horse", against: hash))
        #expect(!hasher.verify("correct horsE", against: hash))
        #expect(!hasher.verify("", against: hash))
    }

    @Test func hashesAreSaltedAndHideThePassword() throws {
        let first = try hasher.hash("correct horse")
        let second = try hasher.hash("correct horse")
        #expect(first != second)
        #expect(!first.contains("correct"))
        #expect(first.hasPrefix("pbkdf2-sha256$1000$"))
    }

    @Test func theStoredIterationCountIsUsedToVerify() throws {
        let stronger = PBKDF2PasswordHasher(iterations: 2_000)
        let hash = try hasher.hash("correct horse")
        #expect(stronger.verify("correct horse", against: hash))
    }

    /// Log-in verifies unknown names against the decoy, so it must cost what a real hash costs.
    @Test(arguments: [1_000, 2_000])
    func theDecoyIsVerifiedWithTheIterationsOfAFreshHash(iterations: Int) throws {
        let hasher = PBKDF2PasswordHasher(iterations: iterations)
        let fresh = try #require(PBKDF2PasswordHasher.decode(try hasher.hash("correct horse")))
        let decoy = try #require(PBKDF2PasswordHasher.decode(hasher.decoyHash))
        #expect(decoy.iterations == fresh.iterations)
        #expect(decoy.salt.count == fresh.salt.count)
        #expect(decoy.key.count == fresh.key.count)
        #expect(!hasher.verify("correct horse", against: hasher.decoyHash))
    }

    @Test func theDefaultFollowsTheRecommendation() {
        #expect(PBKDF2PasswordHasher().iterations == 600_000)
    }

    @Test(arguments: ["", "plain", "pbkdf2-sha256$x$AAAA$AAAA", "md5$1000$AAAA$AAAA", "pbkdf2-sha256$1000$!!$AAAA"])
    func malformedHashesNeverVerify(hash: String) {
        #expect(!hasher.verify("anything", against: hash))
    }

    @Test func constantTimeComparisonComparesContent() {
        #expect(PBKDF2PasswordHasher.constantTimeEqual([1, 2, 3], [1, 2, 3]))
        #expect(!PBKDF2PasswordHasher.constantTimeEqual([1, 2, 3], [1, 2, 4]))
        #expect(!PBKDF2PasswordHasher.constantTimeEqual([1, 2, 3], [1, 2]))
    }
}
