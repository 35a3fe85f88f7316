import type { AD_SIZES } from '@/config/site.ts'
import { cn } from '@/lib/cn.ts'

type AdSize = (typeof AD_SIZES)[number]

const sizeClass: Record<AdSize, string> = {
  '500x200': 'aspect-[5/2] max-w-[500px]',
  '300x150': 'aspect-[2/1] max-w-[300px]',
  '728x90': 'aspect-[728/90] max-w-[728px] min-h-[60px]',
  '300x250': 'aspect-[6/5] max-w-[300px]',
  '300x200': 'aspect-[3/2] max-w-[300px]',
}

/** A placeholder advertising slot: advertising is placeholders only. */
export function AdSlot({ size, className }: { size: AdSize; className?: string }) {
  return (
    <div
      data-testid="ad-slot"
      data-size={size}
      className={cn(
        'mx-auto flex w-full flex-col items-center justify-center rounded border border-dashed border-gray-300 bg-gray-50 text-center text-xs uppercase tracking-widest text-gray-600',
        sizeClass[size],
        className,
      )}
    >
      <span>Advertisement</span>
      <span className="mt-1 normal-case tracking-normal text-gray-600">{size.replace('x', ' × ')}</span>
    </div>
  )
}
