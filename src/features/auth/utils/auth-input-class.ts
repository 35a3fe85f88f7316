/** The text field style of the sign-in, password and invitation forms. */
export const authInputClass =
  'block w-full rounded-md border border-gray-300 px-3 py-2 text-ink placeholder:text-gray-400 focus:border-brand focus:outline-none focus:ring-1 focus:ring-brand'
