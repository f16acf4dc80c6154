export type Rgb = readonly [red: number, green: number, blue: number];

const SOI = [0xff, 0xd8];
const APP0_JFIF = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
/** One quantization table of 64 ones: the coefficients are stored as computed. */
const DQT = [0xff, 0xdb, 0x00, 0x43, 0x00, ...Array<number>(64).fill(1)];
/** Baseline, 8 bits, 8x8 pixels, Y Cb Cr without subsampling, all on table 0. */
const SOF0 = [0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x08, 0x00, 0x08, 0x03, 0x01, 0x11, 0x00, 0x02, 0x11, 0x00, 0x03, 0x11, 0x00];
/**
 * Two Huffman tables made for a flat block. DC: the twelve size categories
 * 0–11, all with 4-bit codes, so category n is coded as n. AC: end of block is
 * the only symbol there is, coded '0'.
 */
const DHT = [
  0xff, 0xc4, 0x00, 0x31,
  0x00, 0, 0, 0, 12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, ...Array.from({ length: 12 }, (_, n) => n),
  0x10, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x00,
];
const SOS = [0xff, 0xda, 0x00, 0x0c, 0x03, 0x01, 0x00, 0x02, 0x00, 0x03, 0x00, 0x00, 0x3f, 0x00];
const EOI = [0xff, 0xd9];

/**
 * An 8x8 baseline JPEG of one colour, encoded by hand so the seed needs no
 * image library. A flat block has no AC coefficients, and its DC coefficient
 * is 8 × (value − 128) for each of Y, Cb and Cr (JFIF's conversion), so the
 * whole scan is three DC values and three end-of-block codes.
 */
export function solidJpeg([r, g, b]: Rgb): Buffer {
  const components = [
    0.299 * r + 0.587 * g + 0.114 * b,
    128 - 0.168736 * r - 0.331264 * g + 0.5 * b,
    128 + 0.5 * r - 0.418688 * g - 0.081312 * b,
  ];
  const scan = new ScanBits();
  for (const value of components) {
    const dc = Math.round(8 * (Math.min(255, Math.max(0, value)) - 128));
    const size = dc === 0 ? 0 : Math.floor(Math.log2(Math.abs(dc))) + 1;
    scan.write(size, 4);
    // A negative value is sent as its ones' complement in `size` bits (ITU T.81, F.1.2.1).
    if (size > 0) scan.write(dc > 0 ? dc : dc + (1 << size) - 1, size);
    scan.write(0, 1);
  }
  return Buffer.from([...SOI, ...APP0_JFIF, ...DQT, ...SOF0, ...DHT, ...SOS, ...scan.end(), ...EOI]);
}

/** Entropy-coded bits, most significant first, with the byte stuffing a scan needs. */
class ScanBits {
  private readonly bytes: number[] = [];
  private byte = 0;
  private filled = 0;

  write(value: number, count: number): void {
    for (let i = count - 1; i >= 0; i--) {
      this.byte = (this.byte << 1) | ((value >> i) & 1);
      if (++this.filled === 8) this.flush();
    }
  }

  /** The last byte is padded with ones (F.1.2.3). */
  end(): number[] {
    while (this.filled !== 0) this.write(1, 1);
    return this.bytes;
  }

  private flush(): void {
    this.bytes.push(this.byte);
    // A 0xFF in the scan would read as a marker unless a zero byte follows it (B.1.1.5).
    if (this.byte === 0xff) this.bytes.push(0x00);
    this.byte = 0;
    this.filled = 0;
  }
}
