import { Bone, Skeleton } from '@/components/ui/skeleton.tsx'

/**
 * The article page while its row loads: back link, badge, title, byline, the image, the excerpt
 * and the first lines of the body (every article has a body or the filler), so on a phone the
 * sidebar below starts out of view and is not pushed down when the article arrives.
 */
export function ArticleSkeleton() {
  return (
    <Skeleton label="Loading article...">
      <Bone className="h-5 w-40" />
      <Bone className="mt-4 h-6 w-24" />
      <Bone className="mt-3 h-10 w-full lg:h-14" />
      <Bone className="mt-2 h-10 w-2/3 lg:h-14" />
      <div className="mt-4 border-y border-gray-200 py-3">
        <Bone className="h-8 w-2/3" />
      </div>
      <Bone className="mt-6 aspect-video w-full rounded-lg" />
      <Bone className="my-8 h-24 w-full" />
      <div className="space-y-3">
        {Array.from({ length: 6 }, (_, index) => (
          <Bone key={index} className="h-5 w-full" />
        ))}
      </div>
    </Skeleton>
  )
}
