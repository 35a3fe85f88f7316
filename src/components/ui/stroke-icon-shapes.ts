/** lucide-react's drawings of the header's icons (lucide's ISC licence), for `<StrokeIcon>`. */
export interface StrokeIconShape {
  /** lucide's class names for the icon. */
  name: string
  paths: readonly string[]
  circle?: readonly [number, number, number]
}

export const CHEVRON_DOWN: StrokeIconShape = { name: 'lucide-chevron-down', paths: ['m6 9 6 6 6-6'] }
export const MENU: StrokeIconShape = { name: 'lucide-menu', paths: ['M4 5h16', 'M4 12h16', 'M4 19h16'] }
export const CLOSE: StrokeIconShape = { name: 'lucide-x', paths: ['M18 6 6 18', 'm6 6 12 12'] }
export const SEARCH: StrokeIconShape = { name: 'lucide-search', paths: ['m21 21-4.34-4.34'], circle: [11, 11, 8] }
export const LOADER: StrokeIconShape = { name: 'lucide-loader-circle lucide-loader-2', paths: ['M21 12a9 9 0 1 1-6.219-8.56'] }
