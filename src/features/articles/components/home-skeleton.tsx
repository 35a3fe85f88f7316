import { Bone, Skeleton } from '@/components/ui/skeleton.tsx'

function CardBone() {
  return (
    <div className="flex gap-4">
      <Bone className="aspect-[3/2] w-28 shrink-0 sm:w-40" />
      <div className="flex-1 space-y-2">
        <Bone className="h-5 w-full" />
        <Bone className="h-4 w-3/4" />
        <Bone className="h-3 w-1/3" />
      </div>
    </div>
  )
}

/** The front page while home_page() loads: the lead, the headlines and a section, at their sizes. */
export function HomeSkeleton() {
  return (
    <Skeleton label="Loading articles..." className="space-y-12">
      <div className="grid gap-8 xl:grid-cols-[3fr_2fr]">
        <div>
          <Bone className="aspect-video w-full rounded-lg" />
          <div className="mt-4 space-y-3">
            <Bone className="h-5 w-24" />
            <Bone className="h-9 w-full" />
            <Bone className="h-9 w-2/3" />
            <Bone className="h-6 w-full" />
            <Bone className="h-4 w-1/2" />
          </div>
        </div>
        <div>
          <Bone className="h-6 w-40" />
          <div className="divide-y divide-gray-200">
            {Array.from({ length: 6 }, (_, index) => (
              <div key={index} className="space-y-2 py-3">
                <Bone className="h-3 w-20" />
                <Bone className="h-5 w-full" />
              </div>
            ))}
          </div>
        </div>
      </div>
      <div>
        <Bone className="mb-4 h-9 w-48" />
        <div className="grid gap-6 md:grid-cols-2">
          {Array.from({ length: 6 }, (_, index) => (
            <CardBone key={index} />
          ))}
        </div>
      </div>
    </Skeleton>
  )
}
