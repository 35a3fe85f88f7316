import { Bone, Skeleton } from '@/components/ui/skeleton.tsx'

/** The article page while its row loads: back link, badge, title, byline and the image. */
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
    </Skeleton>
  )
}
