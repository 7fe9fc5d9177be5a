import CQRencode

/// QR codes from Debian's libqrencode.
package enum QRCode {
    /// The modules of the smallest QR code holding `text` (error correction L, byte mode), rows of
    /// dark = true; nil when the text does not fit in a QR code or the library fails.
    package static func modules(for text: String) -> [[Bool]]? {
        guard let code = QRcode_encodeString(text, 0, QR_ECLEVEL_L, QR_MODE_8, 1) else { return nil }
        defer { QRcode_free(code) }
        let width = Int(code.pointee.width)
        guard width > 0, let data = code.pointee.data else { return nil }
        // Bit 0 of each byte is the module's colour; the other bits say what the module is part of.
        return (0..<width).map { row in (0..<width).map { column in data[row * width + column] & 1 == 1 } }
    }
}
