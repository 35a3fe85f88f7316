interface SearchCorrectionProps {
  /** The term as the database corrected it; the results shown are this term's. */
  correction: string
  /** Puts the corrected term in the search box (the results stay: they are already its). */
  onSearch?: (term: string) => void
}

/**
 * "Did you mean: housing" above the results of the corrected term, when what was typed found
 * nothing. The word is a button rather than a link: it searches, it does not leave the overlay.
 */
export function SearchCorrection({ correction, onSearch }: SearchCorrectionProps) {
  return (
    <p data-testid="search-correction" className="mb-2 text-sm text-ink">
      Did you mean:{' '}
      {onSearch ? (
        <button type="button" onClick={() => onSearch(correction)} className="font-semibold text-brand underline hover:no-underline">
          {correction}
        </button>
      ) : (
        <strong className="font-semibold">{correction}</strong>
      )}
    </p>
  )
}
