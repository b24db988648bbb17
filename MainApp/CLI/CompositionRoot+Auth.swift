import Auth
import AuthCredentials
import AuthInterface
import AuthLive

extension CompositionRoot {
    /// Profiles and the session, in the shared database.
    var profileRepository: SQLiteProfileRepository {
        SQLiteProfileRepository(database: database)
    }

    /// PBKDF2-HMAC-SHA256, 600,000 iterations.
    var passwordHasher: any PasswordHasher {
        PBKDF2PasswordHasher()
    }

    var authService: any AuthService {
        CredentialAuthService(profiles: profileRepository, hasher: passwordHasher, session: profileRepository)
    }
}
