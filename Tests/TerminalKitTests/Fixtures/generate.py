#!/usr/bin/env python3
"""Makes the JPEG and PNG fixtures for TerminalKitTests, with Pillow's decoded pixels as the reference.

Run from this folder: python3 generate.py (needs Pillow, and jpegtran from libjpeg-turbo for the
fixture whose progressive scan script matches the catalog's thumbnails). The Swift tests never run it;
they read the files it wrote.

Each NAME.jpg has NAME.rgb beside it: Pillow's decode, RGB, 8 bits, row-major (grayscale repeated in
each channel). The PNG files are built here byte by byte, with zlib's own CRC-32 and Adler-32, the
way the Swift encoder lays them out, and checked by reading them back with Pillow.
"""
import struct
import subprocess
import zlib

from PIL import Image, ImageDraw


def scene(width, height):
    """Smooth gradients with hard edges (a box, a circle, a line) and a grainy, striped bottom quarter."""
    image = Image.new("RGB", (width, height))
    pixels = image.load()
    for y in range(height):
        for x in range(width):
            pixels[x, y] = (
                255 * x // max(width - 1, 1),
                255 * y // max(height - 1, 1),
                255 * (x + y) // max(width + height - 2, 1),
            )
    draw = ImageDraw.Draw(image)
    draw.rectangle([width // 4, height // 4, width // 2, height // 2], fill=(220, 30, 40))
    draw.ellipse([width // 2, height // 3, width - 2, height - 2], fill=(20, 200, 90))
    draw.line([0, height - 1, width - 1, 0], fill=(250, 250, 250), width=1)
    seed = 12345
    for y in range(height * 3 // 4, height):
        for x in range(width):
            seed = (seed * 1103515245 + 12345) % 2**31
            grain = (seed >> 16) % 64 - 32
            stripe = 60 if (x // 2) % 2 else -60
            r, g, b = pixels[x, y]
            pixels[x, y] = tuple(max(0, min(255, c + grain + stripe)) for c in (r, g, b))
    return image


def save_jpeg(name, image, **options):
    image.save(name + ".jpg", "JPEG", **options)
    write_reference(name)


def write_reference(name):
    with Image.open(name + ".jpg") as decoded:
        data = decoded.convert("RGB").tobytes()
    with open(name + ".rgb", "wb") as file:
        file.write(data)


def catalog_like(name, image):
    """A progressive 4:2:0 JPEG with the scan script the catalog's thumbnails use, through jpegtran."""
    image.save("base.tmp.jpg", "JPEG", quality=85, subsampling=2)
    script = "\n".join(
        [
            "0,1,2: 0-0, 0, 0;",
            "1: 1-63, 0, 0;",
            "2: 1-63, 0, 0;",
            "0: 1-63, 0, 2;",
            "0: 1-10, 2, 1;",
            "0: 11-63, 2, 1;",
            "0: 1-10, 1, 0;",
            "0: 11-19, 1, 0;",
            "0: 20-63, 1, 0;",
        ]
    )
    with open("scans.tmp.txt", "w") as file:
        file.write(script)
    subprocess.run(
        ["jpegtran", "-scans", "scans.tmp.txt", "-outfile", name + ".jpg", "base.tmp.jpg"], check=True
    )
    subprocess.run(["rm", "base.tmp.jpg", "scans.tmp.txt"], check=True)
    write_reference(name)


def with_fill_bytes(name, source):
    """A copy of `source` with fill bytes (FF FF) before every marker after SOI, and before every RSTn."""
    with open(source + ".jpg", "rb") as file:
        data = file.read()
    output = bytearray(data[:2])
    index = 2
    while index < len(data):
        byte = data[index]
        if byte == 0xFF and index + 1 < len(data) and data[index + 1] not in (0x00, 0xFF):
            output += b"\xff\xff"
        output.append(byte)
        index += 1
    with open(name + ".jpg", "wb") as file:
        file.write(bytes(output))
    write_reference(name)
    with open(source + ".rgb", "rb") as a, open(name + ".rgb", "rb") as b:
        assert a.read() == b.read(), "fill bytes changed Pillow's decode"


def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def png(width, height, rgb):
    """A PNG the way the Swift encoder writes it: filter 0 rows, stored deflate blocks of 65,535 bytes."""
    raw = b"".join(b"\x00" + rgb[y * width * 3 : (y + 1) * width * 3] for y in range(height))
    stream = b"\x78\x01"
    blocks = [raw[start : start + 65535] for start in range(0, len(raw), 65535)]
    for index, block in enumerate(blocks):
        final = 1 if index == len(blocks) - 1 else 0
        stream += bytes([final]) + struct.pack("<HH", len(block), len(block) ^ 0xFFFF) + block
    stream += struct.pack(">I", zlib.adler32(raw))
    assert zlib.decompress(stream) == raw
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", stream) + chunk(b"IEND", b"")


def save_png(name, width, height, rgb):
    with open(name + ".png", "wb") as file:
        file.write(png(width, height, rgb))
    with Image.open(name + ".png") as decoded:
        decoded.load()
        assert decoded.mode == "RGB" and decoded.size == (width, height)
        assert decoded.tobytes() == rgb, name + ": Pillow reads other pixels back"


small = scene(17, 9)
medium = scene(33, 20)
tall = scene(90, 160)

save_jpeg("baseline-420-33x20", medium, quality=85, subsampling=2)
save_jpeg("baseline-444-33x20", medium, quality=90, subsampling=0)
save_jpeg("baseline-422-17x9", small, quality=90, subsampling=1)
save_jpeg("baseline-gray-33x20", medium.convert("L"), quality=85)
save_jpeg("baseline-optimized-420-17x9", small, quality=80, subsampling=2, optimize=True)
save_jpeg("baseline-restart-420-33x20", medium, quality=85, subsampling=2, restart_marker_blocks=1,
          comment=b"fixture")
save_jpeg("progressive-420-17x9", small, quality=90, subsampling=2, progressive=True)
save_jpeg("progressive-420-33x20", medium, quality=75, subsampling=2, progressive=True)
save_jpeg("progressive-444-33x20", medium, quality=95, subsampling=0, progressive=True)
save_jpeg("progressive-gray-17x9", small.convert("L"), quality=90, progressive=True)
save_jpeg("progressive-restart-420-33x20", medium, quality=85, subsampling=2, progressive=True,
          restart_marker_blocks=3)
save_jpeg("progressive-420-90x160", tall, quality=85, subsampling=2, progressive=True)
catalog_like("catalog-scans-420-90x160", tall)
with_fill_bytes("fill-bytes-restart-420-33x20", "baseline-restart-420-33x20")

save_png("png-2x1", 2, 1, bytes([255, 0, 0, 0, 0, 255]))
save_png(
    "png-150x150",
    150,
    150,
    bytes(channel for y in range(150) for x in range(150) for channel in (x, y, (x * y) % 256)),
)
