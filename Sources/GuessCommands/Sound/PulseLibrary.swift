@preconcurrency import CPulse
import Foundation
@preconcurrency import Glibc
import GuessText

/// PulseAudio's simple API, loaded at run time: `libpulse-simple.so.0` through dlopen, so the binary
/// does not need it to start (a machine without it plays with the bell). PipeWire serves the same API.
struct PulseLibrary: @unchecked Sendable {
    /// The soname loaded.
    static let soname = "libpulse-simple.so.0"

    let new: guess_pa_simple_new_t
    let write: guess_pa_simple_write_t
    let drain: guess_pa_simple_drain_t
    let free: guess_pa_simple_free_t
    let strerror: guess_pa_strerror_t

    /// The longest `PULSE_SERVER` handed to libpulse: a real address is far shorter, and a very long one
    /// (20,000 characters) made libpulse abort the whole game inside its resolver.
    static let serverAddressLimit = 1024

    /// Loads the library, or says why it cannot. An environment libpulse cannot take (`PULSE_SERVER`
    /// longer than `serverAddressLimit` bytes) is refused before the library is loaded.
    static func load() -> Result<PulseLibrary, PulseError> {
        if let server = getenv("PULSE_SERVER"), strlen(server) > serverAddressLimit {
            return .failure(.serverAddressTooLong(serverAddressLimit))
        }
        guard let handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "not found"
            return .failure(.libraryMissing(reason))
        }
        func symbol<Function>(_ name: String, as type: Function.Type) -> Function? {
            guard let address = dlsym(handle, name) else { return nil }
            return unsafeBitCast(address, to: type)
        }
        guard let new = symbol("pa_simple_new", as: guess_pa_simple_new_t.self),
            let write = symbol("pa_simple_write", as: guess_pa_simple_write_t.self),
            let drain = symbol("pa_simple_drain", as: guess_pa_simple_drain_t.self),
            let free = symbol("pa_simple_free", as: guess_pa_simple_free_t.self),
            let strerror = symbol("pa_strerror", as: guess_pa_strerror_t.self)
        else {
            dlclose(handle)
            return .failure(.libraryMissing("\(soname) lacks the simple API"))
        }
        return .success(
            PulseLibrary(new: new, write: write, drain: drain, free: free, strerror: strerror))
    }

    /// PulseAudio's text for an error code.
    func message(_ code: Int32) -> String {
        strerror(code).map { String(cString: $0) } ?? "error \(code)"
    }
}

/// Why sound through the server is not available.
enum PulseError: Error, Equatable, LocalizedError {
    /// libpulse-simple could not be loaded.
    case libraryMissing(String)
    /// No server answered (or it refused the stream).
    case noServer(String)
    /// The server did not answer in time.
    case timedOut
    /// The server went away, or stopped taking sound, during the game.
    case lost(String)
    /// `PULSE_SERVER` is longer than the limit (in bytes): not handed to libpulse.
    case serverAddressTooLong(Int)

    /// A short explanation.
    var errorDescription: String? {
        switch self {
        case .libraryMissing(let reason): "\(PulseLibrary.soname) could not be loaded (\(reason))"
        case .noServer(let reason): "no sound server (\(reason))"
        case .timedOut: "the sound server did not answer in time"
        case .lost(let reason): "the sound server went away (\(reason))"
        case .serverAddressTooLong(let limit): "PULSE_SERVER is longer than \(limit) bytes: not used"
        }
    }

    /// The explanation in the language of `strings`.
    func localized(_ strings: Strings) -> String {
        guard strings.language != .en else { return errorDescription ?? "" }
        let chinese: ChineseText =
            switch self {
            case .libraryMissing(let reason): "无法加载 \(PulseLibrary.soname)（\(reason)）"
            case .noServer(let reason): "没有声音服务器（\(reason)）"
            case .timedOut: "声音服务器没有及时响应"
            case .lost(let reason): "声音服务器断开了（\(reason)）"
            case .serverAddressTooLong(let limit): "PULSE_SERVER 超过 \(limit) 字节：不使用"
            }
        return strings.chinese(chinese)
    }
}
