/// Writes 8-bit RGB PNG files without compression, for terminals whose image protocol takes PNG only.
///
/// Each row is preceded by filter type 0 (none); the rows go into a zlib stream of stored (uncompressed)
/// deflate blocks of at most 65,535 bytes, ended by the Adler-32 of the rows. The file is the signature
/// and three chunks, IHDR, IDAT and IEND, each with its CRC-32. The file is a little larger than the
/// pixels, which is fine for the small thumbnails it is used for.
package enum PNGEncoder {
    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The most bytes one stored deflate block can hold.
    static let maxStoredBlock = 65_535

    /// The PNG file of `image`.
    package static func encode(_ image: DecodedImage) -> [UInt8] {
        let rowLength = image.width * 3
        var rows: [UInt8] = []
        rows.reserveCapacity((rowLength + 1) * image.height)
        for row in 0..<image.height {
            rows.append(0)
            rows += image.pixels[row * rowLength..<(row + 1) * rowLength]
        }
        var header = bigEndian(UInt32(image.width)) + bigEndian(UInt32(image.height))
        // 8 bits a sample, colour type 2 (RGB), deflate, adaptive filtering, no interlace.
        header += [8, 2, 0, 0, 0]
        return signature + chunk("IHDR", header) + chunk("IDAT", zlibStream(rows)) + chunk("IEND", [])
    }

    /// `data` as a zlib stream (RFC 1950) of stored deflate blocks (RFC 1951, 3.2.4).
    static func zlibStream(_ data: [UInt8]) -> [UInt8] {
        // CMF 78: deflate with a 32 KiB window; FLG 01: no dictionary, and 0x7801 is a multiple of 31.
        var stream: [UInt8] = [0x78, 0x01]
        stream.reserveCapacity(data.count + data.count / maxStoredBlock * 5 + 16)
        var start = 0
        repeat {
            let end = min(start + maxStoredBlock, data.count)
            let length = UInt16(end - start)
            // BFINAL on the last block; BTYPE 00 (stored); then LEN and its ones' complement NLEN.
            stream.append(end == data.count ? 1 : 0)
            stream += littleEndian(length) + littleEndian(~length)
            stream += data[start..<end]
            start = end
        } while start < data.count
        return stream + bigEndian(Adler32.checksum(data))
    }

    /// A chunk: the data's length, the type, the data, and the CRC-32 of type and data.
    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(CRC32.checksum(typeAndData))
    }

    /// The four bytes of `value`, most significant first.
    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// The two bytes of `value`, least significant first.
    private static func littleEndian(_ value: UInt16) -> [UInt8] {
        [UInt8(value & 0xFF), UInt8(value >> 8)]
    }
}
