import type { CategorySlug } from './categories.ts'

// Apart from the list itself: only the category page shows them, so they stay out of the entry chunk.
export const CATEGORY_DESCRIPTIONS: Record<CategorySlug, string> = {
  'health-news': 'Medicine, public health and the policies that shape how we live and heal.',
  'political': 'Power, policy and the people who hold it, argued without fear or favour.',
  'usa-today': 'The stories moving America, from Washington to Main Street.',
  'uk-today': 'Westminster, the regions and everyday life across the United Kingdom.',
  'canada-today': 'Politics, economy and culture from coast to coast to coast.',
  'nigeria-today': "Business, governance and culture from Africa's most populous nation.",
  'israel-today': 'Security, society and technology in Israel and the wider region.',
  'sports': 'Results, rivalries and the business behind the games.',
  'entertainment': 'Film, television, music and the culture everyone is talking about.',
  'documentary': 'Long-form reporting and the stories that need more than a headline.',
  'true-crimes': 'Investigations into crimes, courts and the search for justice.',
  'sports-documentary': 'The people and moments behind the scoreline, told at length.',
  'politics-documentary': 'Deep dives into campaigns, institutions and political history.',
  'finance-documentary': 'Money, markets and the deals that shape economies.',
}
