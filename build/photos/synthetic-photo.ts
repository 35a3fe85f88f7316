import sharp from 'sharp'

/** A small deterministic PRNG (mulberry32), so a seed always paints the same picture. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Smooth value noise on a lattice of `cells`, sampled at (x, y) in 0..1. */
function valueNoise(next: () => number, cells: number): (x: number, y: number) => number {
  const size = cells + 2
  const lattice = Float32Array.from({ length: size * size }, () => next())
  const at = (i: number, j: number) => lattice[j * size + i] ?? 0
  const smooth = (t: number) => t * t * (3 - 2 * t)
  return (x, y) => {
    const gx = x * cells
    const gy = y * cells
    const i = Math.floor(gx)
    const j = Math.floor(gy)
    const u = smooth(gx - i)
    const v = smooth(gy - j)
    const top = at(i, j) + (at(i + 1, j) - at(i, j)) * u
    const bottom = at(i, j + 1) + (at(i + 1, j + 1) - at(i, j + 1)) * u
    return top + (bottom - top) * v
  }
}

type Rgb = [number, number, number]

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]
}

function palette(next: () => number): { skyTop: Rgb; skyLow: Rgb; layers: Rgb[] } {
  const hue = next()
  const warm = hue < 0.5
  return {
    skyTop: warm ? [70 + 60 * next(), 110 + 40 * next(), 190 + 50 * next()] : [40 + 30 * next(), 60 + 40 * next(), 110 + 60 * next()],
    skyLow: warm ? [230, 190 + 40 * next(), 150 + 60 * next()] : [180 + 40 * next(), 200, 215],
    layers: [0, 1, 2, 3].map((depth) => {
      const shade = 1 - depth * 0.22
      return [(60 + 90 * next()) * shade, (80 + 90 * next()) * shade, (50 + 70 * next()) * shade] as Rgb
    }),
  }
}

/** A plain colour word for a ridge's colour, by hue (grey when there is hardly any). */
function colourName([r, g, b]: Rgb): string {
  const max = Math.max(r, g, b)
  const spread = max - Math.min(r, g, b)
  if (spread < 25) return 'grey'
  const sector = max === r ? (g - b) / spread : max === g ? 2 + (b - r) / spread : 4 + (r - g) / spread
  const hue = (sector * 60 + 360) % 360
  const names: [number, string][] = [[25, 'rust'], [50, 'ochre'], [75, 'olive'], [160, 'green'], [200, 'teal'], [260, 'slate'], [335, 'mauve']]
  return names.find(([upTo]) => hue < upTo)?.[1] ?? 'rust'
}

/**
 * What the photograph `seed` paints shows, in words, for its alt text: the colours of the two
 * farthest ridges and the sky (the same draws as paintScene's palette). The seed's alt texts were
 * written with it, and its test holds them to it.
 * @internal
 */
export function describeScene(seed: number): string {
  const colors = palette(random(seed))
  const [far = 'green', near = 'green'] = colors.layers.map(colourName)
  const hills = far === near ? `Layered ${far} hills` : `${far.charAt(0).toUpperCase()}${far.slice(1)} and ${near} hills`
  const warm = colors.skyLow[0] > colors.skyLow[2] + 20
  return `${hills} under a cloudy ${warm ? 'blue sky, warm at the horizon' : 'grey-blue sky'}`
}

/**
 * Paints a landscape-like scene (sky, ridges, textured ground) at a quarter of the size, the way
 * a photograph has large smooth areas and fine texture; `synthesizePhoto` then scales it up and
 * adds sensor grain. The result compresses like a photograph, not like an illustration.
 */
function paintScene(width: number, height: number, seed: number): Buffer {
  const next = random(seed)
  const colors = palette(next)
  const ridges = colors.layers.map((_, depth) => ({ base: 0.35 + depth * 0.16, noise: valueNoise(next, 6 + depth * 5) }))
  const texture = [valueNoise(next, 40), valueNoise(next, 150), valueNoise(next, 450)]
  const clouds = valueNoise(next, 8)
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const u = x / width
      const v = y / height
      const detail = (texture[0]!(u, v) * 0.5 + texture[1]!(u, v) * 0.3 + texture[2]!(u, v) * 0.2) - 0.5
      let color = mix(colors.skyTop, colors.skyLow, Math.min(1, v * 1.6))
      color = mix(color, [245, 245, 248], Math.max(0, clouds(u, v * 2) - 0.55) * 1.8)
      ridges.forEach((ridge, depth) => {
        const horizon = ridge.base + (ridge.noise(u, 0.2 + depth * 0.37) - 0.5) * 0.25
        if (v > horizon) {
          const layer = colors.layers[depth]!
          const shade = 1 + detail * (1.3 + depth * 0.45) - (v - horizon) * 0.4
          color = [layer[0] * shade, layer[1] * shade, layer[2] * shade]
        }
      })
      const offset = (y * width + x) * 3
      pixels[offset] = Math.max(0, Math.min(255, color[0]))
      pixels[offset + 1] = Math.max(0, Math.min(255, color[1]))
      pixels[offset + 2] = Math.max(0, Math.min(255, color[2]))
    }
  }
  return pixels
}

function noise(width: number, height: number, sigma: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma } } }).raw().toBuffer()
}

export interface SyntheticPhotoOptions {
  width: number
  height: number
  seed: number
  /** JPEG quality; a phone saves at about 90. */
  quality?: number
  /** Camera-like EXIF, GPS position included, as a phone writes it. */
  exif?: boolean
  /**
   * The weight to reach: the highest JPEG quality whose file is at most this many bytes (the
   * grain is random, so a fixed quality lands a little differently every time).
   */
  targetBytes?: number
}

/** A JPEG that weighs what a camera photograph of its size weighs. */
export async function synthesizePhoto({ width, height, seed, quality = 90, exif = false, targetBytes }: SyntheticPhotoOptions): Promise<Buffer> {
  const small = { width: Math.ceil(width / 4), height: Math.ceil(height / 4), channels: 3 as const }
  const scene = await sharp(paintScene(small.width, small.height, seed), { raw: small })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer()
  // Texture at two scales: foliage-like detail at half size, then sensor grain at full size.
  const texture = await noise(Math.ceil(width / 2), Math.ceil(height / 2), 40).then((half) =>
    sharp(half, { raw: { width: Math.ceil(width / 2), height: Math.ceil(height / 2), channels: 3 } }).blur(1.2).resize(width, height).raw().toBuffer())
  const grain = await noise(width, height, 22)
  for (let i = 0; i < scene.length; i++) {
    scene[i] = Math.max(0, Math.min(255, scene[i]! + (texture[i]! - 128) * 0.45 + (grain[i]! - 128) * 0.42))
  }
  const encode = (q: number) => {
    const image = sharp(scene, { raw: { width, height, channels: 3 } })
    const withExif = exif
      ? image.withExif({ IFD0: { Make: 'Phone', Model: 'Camera 12' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 39/1 1234/100', GPSLongitudeRef: 'W', GPSLongitude: '79/1 22/1 5678/100' } })
      : image
    return withExif.jpeg({ quality: q, chromaSubsampling: '4:2:0' }).toBuffer()
  }
  if (targetBytes === undefined) return encode(quality)
  for (let q = 95; q > 40; q--) {
    const jpeg = await encode(q)
    if (jpeg.length <= targetBytes) return jpeg
  }
  return encode(40)
}
