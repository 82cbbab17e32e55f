import type { DemoReview } from './demo-types.js';

/** Customer reviews shown in an empty shop: private buyers and business purchasers worldwide. */
export const demoReviews: DemoReview[] = [
  {
    name: 'Michael Thompson',
    country: 'United States',
    rating: 5,
    comment:
      'Ordered the 18V drill driver and two packs of cable ties on Monday and everything arrived on Wednesday. The drill is solid and one battery lasts a full day of cabinet fitting.',
    helpfulCount: 24,
    ageDays: 3,
  },
  {
    name: 'Anika Schneider',
    country: 'Germany',
    rating: 5,
    comment:
      'We buy circuit breakers and RCDs here for our installation jobs. Genuine parts, correct DIN-rail sizes, and the invoice for our company account was ready the same day.',
    helpfulCount: 31,
    ageDays: 12,
  },
  {
    name: 'Rahim Uddin',
    country: 'Bangladesh',
    rating: 4,
    comment:
      'Good multimeter for the price; its readings match my old meter to the last digit. Delivery to Dhaka took ten days, but the parcel was very well protected.',
    helpfulCount: 9,
    ageDays: 27,
  },
  {
    name: 'Sophie Tremblay',
    country: 'Canada',
    rating: 5,
    comment:
      'The LED panels were exactly what our office renovation needed. Support answered my question about the drivers within an hour.',
    helpfulCount: 14,
    ageDays: 41,
  },
  {
    name: 'Chinedu Okafor',
    country: 'Nigeria',
    rating: 4,
    comment:
      'Bulk order of 3-core cable and junction boxes for a building site in Lagos. Every item was counted correctly; one reel label was torn, but the cable itself was perfect.',
    helpfulCount: 18,
    ageDays: 58,
  },
  {
    name: 'Emma Wilson',
    country: 'United Kingdom',
    rating: 5,
    comment:
      'The insulated screwdriver set feels premium and the grips are comfortable even after a long day. Great value compared with the big brands.',
    helpfulCount: 6,
    ageDays: 73,
  },
  {
    name: 'Kenji Watanabe',
    country: 'Japan',
    rating: 3,
    comment:
      'The jigsaw cuts cleanly, but it is louder than I expected and the cord could be longer. Ordering was easy and shipping was fast.',
    helpfulCount: 12,
    ageDays: 96,
  },
  {
    name: 'Lucía Fernández',
    country: 'Spain',
    rating: 5,
    comment:
      'I run a small electronics repair shop and the soldering station has become my daily workhorse. It heats up quickly and holds its temperature nicely.',
    helpfulCount: 20,
    ageDays: 118,
  },
  {
    name: 'Priya Sharma',
    country: 'India',
    rating: 4,
    comment:
      'We ordered safety glasses and work gloves for our maintenance team. Good quality, and the minimum order quantities suit a business like ours.',
    helpfulCount: 7,
    ageDays: 140,
  },
  {
    name: 'Tomasz Nowak',
    country: 'Poland',
    rating: 5,
    comment:
      'Third order this year for our workshop. Fair prices, the hammer drill goes through concrete with ease, and orders ship the same day.',
    helpfulCount: 27,
    ageDays: 154,
  },
  {
    name: 'Lars Eriksson',
    country: 'Sweden',
    rating: 5,
    comment:
      'The clamp meter and voltage tester arrived in two days, well packed. Accurate, well built and easy to read on site.',
    helpfulCount: 11,
    ageDays: 163,
  },
  {
    name: 'Fatima Al-Mansouri',
    country: 'United Arab Emirates',
    rating: 4,
    comment:
      'Floodlights for our warehouse yard: very bright, solid housings and weatherproof as described. A version with a motion sensor would be welcome.',
    helpfulCount: 15,
    ageDays: 187,
  },
  {
    name: 'Marco Rossi',
    country: 'Italy',
    rating: 3,
    comment:
      'The angle grinder works fine, but the side handle thread was stiff at first. Customer service offered a replacement handle straight away, which I appreciated.',
    helpfulCount: 8,
    ageDays: 209,
  },
  {
    name: 'Olivia Martin',
    country: 'Australia',
    rating: 5,
    comment:
      'Bought the socket set as a gift for my husband and he loves it. The case closes firmly and every socket has its own place.',
    helpfulCount: 4,
    ageDays: 236,
  },
  {
    name: 'João Silva',
    country: 'Brazil',
    rating: 4,
    comment:
      'Cable ties and the heat shrink kit are good quality for panel wiring. Shipping to São Paulo was slower than expected, but tracking was clear the whole way.',
    helpfulCount: 3,
    ageDays: 271,
  },
];
