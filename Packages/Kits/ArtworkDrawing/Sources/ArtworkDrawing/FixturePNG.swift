/// Posters drawn as PNG files, for the dev apps and the look-alikes of image sources: a
/// colour from the id over the whole image, with a lighter band at the foot. Uncompressed
/// (stored deflate blocks), so that drawing one needs no library.
public enum FixturePNG {
    /// A `width` × `height` poster in `colour` (red, green, blue).
    public static func poster(width: Int, height: Int, colour: (UInt8, UInt8, UInt8)) -> [UInt8] {
        var pixels: [UInt8] = []
        pixels.reserveCapacity((width * 3 + 1) * height)
        let band = (colour.0 / 2 + 128, colour.1 / 2 + 128, colour.2 / 2 + 128)
        for row in 0..<height {
            pixels.append(0)
            let shade = row > height * 3 / 4 ? band : colour
            for _ in 0..<width { pixels += [shade.0, shade.1, shade.2] }
        }
        var header: [UInt8] = []
        header += bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [8, 2, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlibStored(pixels)) + chunk("IEND", [])
    }

    /// A poster whose colour comes from `id`, the same on every run.
    public static func poster(for id: String, width: Int = 154, height: Int = 231) -> [UInt8] {
        var hash: UInt32 = 2_166_136_261
        for byte in id.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return poster(width: width, height: height, colour: (UInt8(hash & 0x7F) + 40, UInt8((hash >> 8) & 0x7F) + 40, UInt8((hash >> 16) & 0x7F) + 40))
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(start + 65_535, data.count)
            let length = UInt16(end - start)
            out.append(end == data.count ? 1 : 0)
            out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            out += data[start..<end]
            start = end
        } while start < data.count
        return out + bigEndian(adler32(data))
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
