import type { ImportFile, SourceFormat } from '../import-types.ts'
import { fileHead, ImportRefused } from './import-file.ts'

const HEAD_BYTES = 64 * 1024

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((byte, index) => bytes[index] === byte)
}

/** The file's first characters after a byte-order mark, white space and XML comments. */
function leadingText(head: Uint8Array): string {
  return new TextDecoder('utf-8', { fatal: false }).decode(head).replace(/^\uFEFF/, '').trimStart()
}

/**
 * Which export a file is, from its first bytes (never its name alone): a zip (Substack's, or a
 * Ghost export zipped with its images) is told apart later by its entries. Anything else is
 * refused with what it looks like.
 */
export async function detectFormat(file: ImportFile): Promise<SourceFormat | 'zip'> {
  if (file.size === 0) throw new ImportRefused(`"${file.name}" is empty.`)
  const head = await fileHead(file, HEAD_BYTES)
  if (startsWith(head, ZIP_MAGIC)) return 'zip'
  const text = leadingText(head)
  if (text.startsWith('<')) {
    if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
      throw new ImportRefused(`"${file.name}" declares a DOCTYPE; WordPress exports never do, and a DOCTYPE can make a reader expand entities without bound, so it was refused.`)
    }
    if (/<rss[\s>]/.test(text) && /xmlns:wp="https?:\/\/wordpress\.org\/export\//.test(text)) return 'wordpress'
    throw new ImportRefused(`"${file.name}" is XML but not a WordPress export (Tools → Export writes an RSS file with WordPress's wp: namespace).`)
  }
  if (text.startsWith('{')) {
    if (/"db"\s*:\s*\[|"meta"\s*:\s*\{[^}]*"version"|"data"\s*:\s*\{\s*"(?:posts|actions|api_keys|benefits|brute)"/.test(text)) return 'ghost'
    throw new ImportRefused(`"${file.name}" is JSON but not a Ghost export (Settings → Migration → Export writes {"db":[{"meta":…,"data":…}]}).`)
  }
  throw new ImportRefused(`"${file.name}" is not an export this site can import: choose a WordPress .xml, a Ghost .json or a Substack .zip file.`)
}
