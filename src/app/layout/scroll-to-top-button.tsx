import { ArrowUp } from 'lucide-react'
import { useEffect, useState } from 'react'
import { SCROLL_TOP_THRESHOLD_PX } from '@/config/site.ts'

/** Appears after 300px of scrolling and takes the reader back to the top. */
export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  if (!visible) return null
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="flex h-11 w-11 items-center justify-center rounded-full bg-brand text-white shadow-lg hover:bg-brand-dark"
    >
      <ArrowUp className="h-5 w-5" aria-hidden />
    </button>
  )
}
