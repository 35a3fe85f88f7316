import type { FunctionInfo } from './schema.ts'

/**
 * A function as the schema cache holds it, for unit tests: `args` as [name, type, hasDefault?],
 * a stable non-set function returning integer unless `extra` says otherwise.
 */
export const functionInfo = (name: string, args: [string, string, boolean?][], extra: Partial<FunctionInfo> = {}): FunctionInfo => ({
  schema: 'public',
  name,
  args: args.map(([n, type, hasDefault]) => ({ name: n, type, hasDefault: hasDefault ?? false })),
  returnsSet: false,
  returnsVoid: false,
  returnType: 'integer',
  returnColumns: null,
  volatility: 's',
  variadic: false,
  callable: true,
  ...extra,
})
