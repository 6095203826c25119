import dayjs, { type Dayjs } from 'dayjs';
import type { UploadFile } from 'antd';
import type { AddAdminBody, Admin, AdminType, Gender, UpdateAdminBody } from '@orrery/contract';
import { formatCoordinates, parseCoordinates } from '../../lib/format';

/** What the admin form holds; dates and times as dayjs, the image as antd upload files. */
export interface AdminFormValues {
  nickName: string;
  identifier: string;
  password?: string;
  cPassword?: string;
  gender?: Gender;
  user_type?: AdminType;
  profession: string;
  dob?: Dayjs;
  tob?: Dayjs;
  pob: string;
  coordinates: string;
  profiles: UploadFile<{ url: string }>[];
}

export type AdminFields = Omit<UpdateAdminBody, 'version'>;

/** The stored URL of an upload: given for an existing image, answered by the server for a new one. */
export function uploadedUrl(file: UploadFile<{ url: string }>): string | undefined {
  return file.status === 'done' ? (file.response?.url ?? file.url) : undefined;
}

export function hasUploadedImage(files: UploadFile<{ url: string }>[] | undefined): boolean {
  return (files ?? []).some((file) => uploadedUrl(file));
}

export function fromAdmin(admin: Admin): AdminFormValues {
  const url = admin.profiles[0]?.url;
  return {
    nickName: admin.nickName,
    identifier: admin.identifier,
    gender: admin.gender === 'm' || admin.gender === 'f' ? admin.gender : undefined,
    user_type: admin.user_type === 'admin' || admin.user_type === 'superadmin' ? admin.user_type : undefined,
    profession: admin.profession ?? '',
    dob: admin.dob ? dayjs(admin.dob) : undefined,
    tob: admin.tob ? dayjs(`2000-01-01T${admin.tob}`) : undefined,
    pob: admin.pob ?? '',
    coordinates: admin.geo ? formatCoordinates(admin.geo.lat, admin.geo.lng) : '',
    profiles: url ? [{ uid: 'current', name: 'Profile image', status: 'done', url }] : [],
  };
}

/** Form values (already validated by the form's rules) to the fields both add and update send. */
export function toAdminFields(values: AdminFormValues): AdminFields {
  const geo = parseCoordinates(values.coordinates) ?? { lat: 0, lng: 0 };
  return {
    nickName: values.nickName.trim(),
    identifier: values.identifier.trim(),
    gender: values.gender ?? 'm',
    user_type: values.user_type ?? 'admin',
    profession: values.profession.trim(),
    dob: values.dob?.format('YYYY-MM-DD') ?? '',
    tob: values.tob?.format('HH:mm') ?? '',
    pob: values.pob.trim(),
    geo: { lat: Number(geo.lat.toFixed(4)), lng: Number(geo.lng.toFixed(4)) },
    profiles: values.profiles.flatMap((file) => {
      const url = uploadedUrl(file);
      return url ? [{ type: 'image' as const, url }] : [];
    }),
  };
}

export function toAddBody(values: AdminFormValues): AddAdminBody {
  return { ...toAdminFields(values), password: values.password ?? '', cPassword: values.cPassword ?? '' };
}
