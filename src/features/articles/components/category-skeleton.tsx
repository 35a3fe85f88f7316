import { Bone, Skeleton } from '@/components/ui/skeleton.tsx'
import { CATEGORY_PAGE_SIZE } from '@/config/site.ts'

/** A category's first page while it loads: the card grid at its size. */
export function CategorySkeleton() {
  return (
    <Skeleton label="Loading articles..." className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: CATEGORY_PAGE_SIZE }, (_, index) => (
        <div key={index} className="overflow-hidden rounded-lg border border-gray-200">
          <Bone className="aspect-video w-full" />
          <div className="space-y-2 p-4">
            <Bone className="h-6 w-full" />
            <Bone className="h-3 w-1/3" />
            <Bone className="h-14 w-full" />
            <Bone className="h-5 w-32" />
          </div>
        </div>
      ))}
    </Skeleton>
  )
}
