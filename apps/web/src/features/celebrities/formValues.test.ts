import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import type { CelebrityDetail } from '@orrery/contract';
import { fromCelebrity, toCelebrityBody, type CelebrityFormValues } from './formValues';

const values: CelebrityFormValues = {
  fullName: '  shah rukh khan ',
  gender: 'm',
  celebrity_type: 'bollywood',
  celebrityRegion: 'IN-W',
  heightCm: 172.55,
  profession: ' Actor ',
  rodden: 'AA',
  jungian_type: 'ENFJ',
  publicProfileText: 'Actor.',
  dob: dayjs('1965-11-02'),
  tob: dayjs('2000-01-01T02:30'),
  pob: 'New Delhi, Delhi, India',
  coordinates: '28.61394 77.20902',
  credit: 'Biography',
  image: [{ uid: '1', name: 'a.png', status: 'done', response: { url: '/files/celebrities/a.jpg?e=1&s=x' } }],
  imageCredit: ' Studio ',
  introductions: { pt_BR: { short_intro: ' Ator. ', profession: 'Ator' } },
};

describe('the celebrity form', () => {
  it('sends the height in metres, 4-decimal co-ordinates, the uploaded image and one introduction per language', () => {
    const languages = [
      { _id: '1', language: 'English', key: 'EN', mobileKey: 'en' },
      { _id: '2', language: 'Português', key: 'PT', mobileKey: 'pt_BR' },
    ];
    expect(toCelebrityBody(values, languages)).toMatchObject({
      fullName: 'shah rukh khan',
      height: 1.7255,
      profession: 'Actor',
      dob: '1965-11-02',
      tob: '02:30',
      geo: { lat: 28.6139, lng: 77.209 },
      celebrity_profiles: [{ type: 'image', url: '/files/celebrities/a.jpg?e=1&s=x', credit: 'Studio' }],
      introduction: [
        { language: 'en', short_intro: '', profession: '' },
        { language: 'pt_BR', short_intro: 'Ator.', profession: 'Ator' },
      ],
    });
  });

  it('V1 sends no introductions (the stored ones stay); a stored height in metres shows in cm', () => {
    expect(toCelebrityBody(values, undefined)).not.toHaveProperty('introduction');
    const form = fromCelebrity({
      height: 1.725,
      geo: { lat: 19.076, lng: 72.8777 },
      dob: '1990-05-15',
      tob: '10:30',
      celebrity_profiles: [],
      introduction: [],
    } as unknown as CelebrityDetail);
    expect(form.heightCm).toBe(172.5);
    expect(form.coordinates).toBe('19.0760 72.8777');
    expect(form.tob?.format('HH:mm')).toBe('10:30');
  });
});
