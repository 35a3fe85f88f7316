import { AdSlot } from '@/components/ad-slot.tsx'

const FILLER_PARAGRAPHS = [
  'Our newsroom is still working on the full version of this story. Reporters are checking the facts, speaking to the people involved and gathering the context that turns a headline into an explanation.',
  'In the meantime, the summary above sets out what we know so far. We will update this page as soon as the complete article is ready, so check back shortly or follow the section for related coverage.',
  'Independent journalism depends on readers who care about getting the story right. If you have information that could help our reporting, our tips desk is always open through the contact page.',
]

/** Shown when an article has no body yet: placeholder paragraphs and a 728x90 banner. */
export function ArticleFiller() {
  return (
    <div data-testid="article-filler" className="space-y-5 text-lg leading-relaxed text-gray-800">
      <p>{FILLER_PARAGRAPHS[0]}</p>
      <AdSlot size="728x90" />
      {FILLER_PARAGRAPHS.slice(1).map((paragraph) => (
        <p key={paragraph.slice(0, 24)}>{paragraph}</p>
      ))}
    </div>
  )
}
