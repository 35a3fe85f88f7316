import { cn } from '@/lib/cn.ts'
import type { StrokeIconShape } from './stroke-icon-shapes.ts'

/**
 * A decorative line icon with the markup lucide-react gives it (same attributes and classes),
 * for the few the header needs: lucide's icon builder then stays out of the entry script, which
 * pays for the prerendered pages' hydration instead.
 */
export function StrokeIcon({ shape, className }: { shape: StrokeIconShape; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('lucide', shape.name, className)}
      aria-hidden="true"
    >
      {shape.paths.map((d) => <path key={d} d={d} />)}
      {shape.circle && <circle cx={shape.circle[0]} cy={shape.circle[1]} r={shape.circle[2]} />}
    </svg>
  )
}
