import { parseEnv } from './parse-env.ts'

export const env = parseEnv(import.meta.env)
