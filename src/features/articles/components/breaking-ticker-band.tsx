/** The ticker's height, held while it or its data loads: a ticker appearing above the page would push it all down. */
export function BreakingTickerBand() {
  return <div aria-hidden className="h-9 bg-brand" />
}
