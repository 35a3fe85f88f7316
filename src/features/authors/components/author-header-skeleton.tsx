import { Bone } from '@/components/ui/skeleton.tsx'

/** The author header's room while the page loads: the back link, name and two lines of bio. */
export function AuthorHeaderSkeleton() {
  return (
    <div aria-hidden className="mb-8">
      <Bone className="h-5 w-40" />
      <div className="mt-4 border-b border-gray-200 pb-6">
        <Bone className="h-4 w-16" />
        <Bone className="mt-2 h-9 w-64 sm:h-10" />
        <Bone className="mt-2 h-6 w-full max-w-2xl sm:h-7" />
        <Bone className="mt-1 h-6 w-2/3 max-w-xl sm:h-7" />
      </div>
    </div>
  )
}
