import { INDUSTRIES, INDUSTRY } from './industries';

const { DESIGN, FILM } = INDUSTRY;
const ALL = INDUSTRIES.map((industry) => industry.id);

export interface GenreSeed {
  id: number;
  name: string;
  industryIds: readonly number[];
}

/** The sectors a candidate has worked in (every discipline), then genres of design and film work. */
export const GENRES: readonly GenreSeed[] = [
  { id: 1, name: 'FMCG', industryIds: ALL },
  { id: 2, name: 'Retail & E-commerce', industryIds: ALL },
  { id: 3, name: 'Financial Services', industryIds: ALL },
  { id: 4, name: 'Technology & SaaS', industryIds: ALL },
  { id: 5, name: 'Healthcare & Pharma', industryIds: ALL },
  { id: 6, name: 'Automotive', industryIds: ALL },
  { id: 7, name: 'Travel & Hospitality', industryIds: ALL },
  { id: 8, name: 'Luxury & Fashion', industryIds: ALL },
  { id: 9, name: 'Beauty & Personal Care', industryIds: ALL },
  { id: 10, name: 'Food & Drink', industryIds: ALL },
  { id: 11, name: 'Entertainment & Gaming', industryIds: ALL },
  { id: 12, name: 'Sport', industryIds: ALL },
  { id: 13, name: 'Charity & Not-for-profit', industryIds: ALL },
  { id: 14, name: 'Public Sector', industryIds: ALL },
  { id: 15, name: 'Education', industryIds: ALL },
  { id: 16, name: 'Property & Construction', industryIds: ALL },
  { id: 17, name: 'Energy & Utilities', industryIds: ALL },
  { id: 18, name: 'Telecoms', industryIds: ALL },
  { id: 19, name: 'Packaging', industryIds: [DESIGN] },
  { id: 20, name: 'Editorial & Publishing', industryIds: [DESIGN] },
  { id: 21, name: 'Retail & Point of Sale', industryIds: [DESIGN] },
  { id: 22, name: 'Environmental & Wayfinding', industryIds: [DESIGN] },
  { id: 23, name: 'Digital Products', industryIds: [DESIGN] },
  { id: 24, name: 'Commercials', industryIds: [FILM] },
  { id: 25, name: 'Documentary', industryIds: [FILM] },
  { id: 26, name: 'Music Video', industryIds: [FILM] },
  { id: 27, name: 'Corporate Film', industryIds: [FILM] },
  { id: 28, name: 'Branded Content', industryIds: [FILM] },
  { id: 29, name: 'Broadcast Television', industryIds: [FILM] },
];
