import type { CelebrityRegion, CelebrityType } from '@orrery/contract';

export interface DemoPlace {
  pob: string;
  lat: number;
  lng: number;
  region: CelebrityRegion;
}

/** Birth places of the demo celebrities, per celebrity type (co-ordinates to 4 decimals). */
export const demoPlaces: Record<CelebrityType, readonly DemoPlace[]> = {
  hollywood: [
    { pob: 'Los Angeles, California, United States', lat: 34.0522, lng: -118.2437, region: 'west' },
    { pob: 'New York City, New York, United States', lat: 40.7128, lng: -74.006, region: 'west' },
    { pob: 'Chicago, Illinois, United States', lat: 41.8781, lng: -87.6298, region: 'west' },
    { pob: 'London, England, United Kingdom', lat: 51.5074, lng: -0.1278, region: 'west' },
    { pob: 'Toronto, Ontario, Canada', lat: 43.6532, lng: -79.3832, region: 'west' },
    { pob: 'Sydney, New South Wales, Australia', lat: -33.8688, lng: 151.2093, region: 'far_east' },
    { pob: 'Houston, Texas, United States', lat: 29.7604, lng: -95.3698, region: 'southwest' },
    { pob: 'Dublin, Leinster, Ireland', lat: 53.3498, lng: -6.2603, region: 'west' },
    { pob: 'Atlanta, Georgia, United States', lat: 33.749, lng: -84.388, region: 'west' },
    { pob: 'Tokyo, Japan', lat: 35.6762, lng: 139.6503, region: 'far_east' },
  ],
  bollywood: [
    { pob: 'Mumbai, Maharashtra, India', lat: 19.076, lng: 72.8777, region: 'IN-W' },
    { pob: 'New Delhi, Delhi, India', lat: 28.6139, lng: 77.209, region: 'IN-N' },
    { pob: 'Kolkata, West Bengal, India', lat: 22.5726, lng: 88.3639, region: 'IN-E' },
    { pob: 'Chennai, Tamil Nadu, India', lat: 13.0827, lng: 80.2707, region: 'IN-S' },
    { pob: 'Hyderabad, Telangana, India', lat: 17.385, lng: 78.4867, region: 'IN-S' },
    { pob: 'Bengaluru, Karnataka, India', lat: 12.9716, lng: 77.5946, region: 'IN-S' },
    { pob: 'Lucknow, Uttar Pradesh, India', lat: 26.8467, lng: 80.9462, region: 'IN-N' },
    { pob: 'Amritsar, Punjab, India', lat: 31.634, lng: 74.8723, region: 'IN-N' },
    { pob: 'Pune, Maharashtra, India', lat: 18.5204, lng: 73.8567, region: 'IN-W' },
    { pob: 'Bhopal, Madhya Pradesh, India', lat: 23.2599, lng: 77.4126, region: 'IN' },
  ],
  brazilian: [
    { pob: 'Rio de Janeiro, Rio de Janeiro, Brazil', lat: -22.9068, lng: -43.1729, region: 'south' },
    { pob: 'São Paulo, São Paulo, Brazil', lat: -23.5505, lng: -46.6333, region: 'south' },
    { pob: 'Salvador, Bahia, Brazil', lat: -12.9777, lng: -38.5016, region: 'south' },
    { pob: 'Belo Horizonte, Minas Gerais, Brazil', lat: -19.9167, lng: -43.9345, region: 'south' },
    { pob: 'Recife, Pernambuco, Brazil', lat: -8.0476, lng: -34.877, region: 'south' },
    { pob: 'Porto Alegre, Rio Grande do Sul, Brazil', lat: -30.0346, lng: -51.2177, region: 'south' },
    { pob: 'Fortaleza, Ceará, Brazil', lat: -3.7319, lng: -38.5267, region: 'south' },
    { pob: 'Curitiba, Paraná, Brazil', lat: -25.4284, lng: -49.2733, region: 'south' },
    { pob: 'Manaus, Amazonas, Brazil', lat: -3.119, lng: -60.0217, region: 'notb' },
  ],
};

/** Professions with their Portuguese names, per gender (m, f). */
export const demoProfessions: Record<CelebrityType, readonly (readonly [string, string, string, string])[]> =
  {
    hollywood: [
      ['Actor', 'Actress', 'Ator', 'Atriz'],
      ['Singer', 'Singer', 'Cantor', 'Cantora'],
      ['Film director', 'Film director', 'Diretor de cinema', 'Diretora de cinema'],
      ['Comedian', 'Comedian', 'Comediante', 'Comediante'],
    ],
    bollywood: [
      ['Actor', 'Actress', 'Ator', 'Atriz'],
      ['Playback singer', 'Playback singer', 'Cantor de playback', 'Cantora de playback'],
      ['Cricketer', 'Cricketer', 'Jogador de críquete', 'Jogadora de críquete'],
      ['Film producer', 'Film producer', 'Produtor de cinema', 'Produtora de cinema'],
    ],
    brazilian: [
      ['Footballer', 'Footballer', 'Jogador de futebol', 'Jogadora de futebol'],
      ['Actor', 'Actress', 'Ator', 'Atriz'],
      ['Singer', 'Singer', 'Cantor', 'Cantora'],
      ['Model', 'Model', 'Modelo', 'Modelo'],
    ],
  };
