import { NOTIFICATION_KEYS, type NotificationKey } from '@orrery/contract';

/** One text the server sends, with its English base text and its Português (pt_BR) translation. */
export interface ServerText {
  category: string;
  key: string;
  en: string;
  ptBR: string;
}

/**
 * The translatable keys of the automatic messages: the incomplete-profile
 * notification and e-mails and the logout e-mail. They are server keys (useFor server).
 */
export const AUTOMATIC_MESSAGE_TEXTS: readonly ServerText[] = [
  {
    category: 'incomplete_profile',
    key: 'incomplete_user_notification_title',
    en: 'Your stars are waiting',
    ptBR: 'Suas estrelas estão esperando',
  },
  {
    category: 'incomplete_profile',
    key: 'incomplete_user_notification_text',
    en: 'Finish your profile so your matches can find you.',
    ptBR: 'Complete seu perfil para que seus pares possam encontrar você.',
  },
  {
    category: 'incomplete_profile',
    key: 'incomplete_user_email_title',
    en: 'Complete your Orrery profile',
    ptBR: 'Complete seu perfil no Orrery',
  },
  {
    category: 'incomplete_profile',
    key: 'incomplete_user_email_text',
    en: 'Your profile is almost ready. Add your birth details and photos so we can show you to people whose charts fit yours.',
    ptBR: 'Seu perfil está quase pronto. Adicione seus dados de nascimento e fotos para mostrarmos você a pessoas cujos mapas combinam com o seu.',
  },
  {
    category: 'logout',
    key: 'logout_user_email_title',
    en: 'We miss you on Orrery',
    ptBR: 'Sentimos sua falta no Orrery',
  },
  {
    category: 'logout',
    key: 'logout_user_email_text',
    en: 'You have been signed out for a while. New people whose stars align with yours have joined since; sign in to meet them.',
    ptBR: 'Você saiu há algum tempo. Novas pessoas cujas estrelas combinam com as suas chegaram desde então; entre para conhecê-las.',
  },
];

/**
 * The push notification keys (the contract's `NOTIFICATION_KEYS`), each with a title and a text key:
 * `{key}_title`, `{key}_text`.
 */
export const PUSH_NOTIFICATION_KEYS: readonly NotificationKey[] = NOTIFICATION_KEYS.map((k) => k.key);

const push = (key: NotificationKey, en: [string, string], ptBR: [string, string]): ServerText[] => [
  { category: 'push_notification', key: `${key}_title`, en: en[0], ptBR: ptBR[0] },
  { category: 'push_notification', key: `${key}_text`, en: en[1], ptBR: ptBR[1] },
];

export const PUSH_NOTIFICATION_TEXTS: readonly ServerText[] = [
  ...push(
    'been_matched',
    ["It's a match!", 'You and someone new like each other.'],
    ['Deu match!', 'Você e alguém novo se curtiram.'],
  ),
  ...push(
    'been_liked',
    ['Someone likes you', 'Open Orrery to see who.'],
    ['Alguém curtiu você', 'Abra o Orrery para ver quem.'],
  ),
  ...push(
    'been_superliked',
    ['You got a Superstar', 'Someone thinks your stars align.'],
    ['Você recebeu uma Superstar', 'Alguém acha que suas estrelas combinam.'],
  ),
  ...push(
    'message_received',
    ['New message', 'You have a new message waiting.'],
    ['Nova mensagem', 'Você tem uma nova mensagem esperando.'],
  ),
  ...push(
    'astro_insights',
    ['Your astro insights', 'See what the sky holds for you today.'],
    ['Seus insights astrais', 'Veja o que o céu reserva para você hoje.'],
  ),
];
