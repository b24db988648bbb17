import AuthInterface
import Foundation
import ScrobblingPorts

/// A hook's secrets, minted as the Auth feature mints its tokens: Scrobbling knows no
/// cryptography, and asks the feature that does.
public struct MintedHookSecrets: HookSecretMinting {
    private let minting: any SecretMinting

    /// Secrets made by `minting`.
    public init(_ minting: any SecretMinting) {
        self.minting = minting
    }

    public func newToken() -> String { minting.newToken() }
    public func hash(_ token: String) -> Data { minting.hash(token) }
}
