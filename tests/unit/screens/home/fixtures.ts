// A getHomeInfo reply shaped like the seed's (spec §3 "Home data"), and goods pages.
import type { GoodsItem, HomeData } from '../../../../src/contract/types/home.js';

export const article = (n: number, stickyTop: 0 | 1 = 0) => ({
  articlesId: String(100 + n),
  esInfoId: `seed-article-${n}`,
  title: `Article ${n}`,
  coverImg: `/uploads/a${n}.png`,
  coverImages: [`/uploads/a${n}.png`],
  infoSourceName: `Source ${n}`,
  infoSource: '',
  releaseTime: '2024-03-05T10:00:00.000Z',
  stickyTop,
});

export function homeData(overrides: Partial<HomeData> = {}): HomeData {
  return {
    ad1: {
      rollFlag: 1,
      adLinksList: [
        { adImg: '/uploads/ad1-1.png', accessAddress: '6|45' },
        { adImg: '/uploads/ad1-2.png', accessAddress: '2|33' },
        { adImg: '/uploads/ad1-3.png', accessAddress: 'https://example.com/partners' },
      ],
    },
    ad2: { rollFlag: 1, adLinksList: [{ adImg: '/uploads/ad2-1.png', accessAddress: '8|RIR20220001' }, { adImg: '/uploads/ad2-2.png', accessAddress: '10' }] },
    ad3: { rollFlag: 0, adLinksList: [{ adImg: '/uploads/ad3-1.png', accessAddress: 'javascript:alert(1)' }] },
    homeModuleDataList: [
      { id: 1, name: 'News', iconApp: '/uploads/i1.png', moduleDescription: 'Local news' },
      { id: 6, name: 'House rental', iconApp: '/uploads/i6.png', moduleDescription: 'Apartments' },
      { id: 8, name: 'Jobs', iconApp: '/uploads/i8.png', moduleDescription: 'Full and part time' },
      { id: 12, name: 'Feedback', iconApp: '/uploads/i12.png', moduleDescription: 'Not a screen' },
      { id: 41, name: 'Wanted', iconApp: '/uploads/i41.png', moduleDescription: 'Want to buy' },
    ],
    data1: { homeDataTitle: 'Homes for rent', moduleId: 6, homeDataList: [{ imgPath: '/uploads/h1.png', serviceId: '45' }, { imgPath: '/uploads/h2.png', serviceId: '46' }] },
    data2: { homeDataTitle: 'Land for sale', moduleId: 2, homeDataList: [{ imgPath: '/uploads/l1.png', serviceId: '33' }] },
    sysNotifyList: [
      { id: 1, accessAddress: '6', notifyContent: 'Welcome! Your first listing is free.' },
      { id: 2, accessAddress: 'https://example.com/help', notifyContent: 'Safety tip: never pay a deposit first.' },
      { id: 3, accessAddress: '9', notifyContent: 'New: visa services.' },
    ],
    articlesDataList: [article(1, 1), article(2), article(3), article(4), article(5)],
    ...overrides,
  };
}

export const goods = (from: number, count: number): GoodsItem[] =>
  Array.from({ length: count }, (_, i) => ({
    unusedItemId: String(from + i),
    esInfoId: `seed-saleGoods-${from + i}`,
    imgPath: `/uploads/g${from + i}.png`,
    title: `Goods ${from + i}`,
    accountType: (from + i) % 2 === 0 ? 2 : 1,
    entName: 'Shop Ltd',
    petName: 'Yao',
    price: 1000 * (from + i),
    priceFlag: 'F CFA',
  }));
