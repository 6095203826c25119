import type { DevicePlatform } from '@orrery/contract';

export const androidModels = [
  ['Samsung Galaxy A14', 9],
  ['Samsung Galaxy A54', 8],
  ['Samsung Galaxy S23', 5],
  ['Samsung Galaxy M33', 5],
  ['Redmi Note 12', 9],
  ['Redmi 12C', 6],
  ['Xiaomi 13', 3],
  ['Motorola Moto G54', 7],
  ['Motorola Edge 40', 3],
  ['OnePlus Nord CE 3', 5],
  ['OnePlus 11', 2],
  ['Realme 11 Pro', 5],
  ['Vivo Y27', 5],
  ['Oppo A78', 4],
  ['Google Pixel 7a', 3],
  ['Google Pixel 8', 2],
  ['Nokia G42', 1],
  ['Poco X5', 3],
] as const;

export const iosModels = [
  ['iPhone 11', 8],
  ['iPhone 12', 9],
  ['iPhone 13', 12],
  ['iPhone 14', 11],
  ['iPhone 15', 9],
  ['iPhone 15 Pro', 5],
  ['iPhone SE (3rd gen)', 4],
  ['iPhone XR', 4],
  ['iPhone 14 Pro Max', 4],
  ['iPhone 16', 4],
] as const;

export const osVersions: Record<DevicePlatform, readonly (readonly [string, number])[]> = {
  android: [
    ['14', 35],
    ['13', 30],
    ['12', 17],
    ['11', 10],
    ['10', 5],
    ['15', 3],
  ],
  ios: [
    ['17.5', 30],
    ['17.2', 15],
    ['16.7', 20],
    ['18.1', 20],
    ['15.8', 8],
    ['16.1', 7],
  ],
};

/** App releases: version, its code (major*10000+minor*100+patch), build and the day it shipped (days before now). */
export interface AppRelease {
  version: string;
  code: number;
  build: string;
  shippedDaysAgo: number;
}

export const appReleases: readonly AppRelease[] = [
  { version: '1.0.0', code: 10000, build: '100', shippedDaysAgo: 1100 },
  { version: '1.0.8', code: 10008, build: '108', shippedDaysAgo: 900 },
  { version: '1.1.0', code: 10100, build: '110', shippedDaysAgo: 700 },
  { version: '1.1.5', code: 10105, build: '115', shippedDaysAgo: 520 },
  { version: '1.2.0', code: 10200, build: '120', shippedDaysAgo: 380 },
  { version: '1.2.1', code: 10201, build: '121', shippedDaysAgo: 260 },
  { version: '1.2.3', code: 10203, build: '123', shippedDaysAgo: 170 },
  { version: '1.3.0', code: 10300, build: '130', shippedDaysAgo: 90 },
  { version: '1.3.2', code: 10302, build: '132', shippedDaysAgo: 25 },
];
