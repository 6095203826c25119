/** A mobile content key of the demo data; ptBR undefined leaves it untranslated. */
export interface DemoMobileKey {
  category: string;
  key: string;
  base: string;
  type: 'static' | 'function_base';
  functionName: string | null;
  ptBR: string | undefined;
  /** Whether the pt_BR translation is published. */
  published: boolean;
}

/** The app's screens: category, English name, Portuguese name. */
const SCREENS: readonly [string, string, string][] = [
  ['onboarding', 'Welcome', 'Boas-vindas'],
  ['login', 'Sign in', 'Entrar'],
  ['birth_details', 'Birth details', 'Dados de nascimento'],
  ['profile', 'Profile', 'Perfil'],
  ['photos', 'Photos', 'Fotos'],
  ['discover', 'Discover', 'Descobrir'],
  ['matches', 'Matches', 'Matches'],
  ['chat', 'Chat', 'Conversa'],
  ['compatibility', 'Compatibility', 'Compatibilidade'],
  ['horoscope', 'Horoscope', 'Horóscopo'],
  ['premium', 'Premium', 'Premium'],
  ['settings', 'Settings', 'Configurações'],
  ['notifications', 'Notifications', 'Notificações'],
  ['safety', 'Safety', 'Segurança'],
  ['help', 'Help', 'Ajuda'],
];

/** The parts of a screen: key suffix, English text, Portuguese text ({s} is the screen's name). */
const PARTS: readonly [string, string, string][] = [
  ['title', '{s}', '{s}'],
  ['subtitle', 'Everything about {s}, in one place', 'Tudo sobre {s}, em um só lugar'],
  ['empty', 'Nothing in {s} yet', 'Nada em {s} ainda'],
  [
    'load_error',
    'We could not load {s}. Pull down to try again.',
    'Não foi possível carregar {s}. Puxe para baixo para tentar de novo.',
  ],
  ['button_continue', 'Continue', 'Continuar'],
  ['button_back', 'Back', 'Voltar'],
  ['button_save', 'Save', 'Salvar'],
  ['button_cancel', 'Cancel', 'Cancelar'],
  ['saved_toast', 'Saved', 'Salvo'],
  [
    'help_hint',
    'Tap the question mark to learn more about {s}.',
    'Toque no ponto de interrogação para saber mais sobre {s}.',
  ],
  ['offline', 'You are offline', 'Você está offline'],
  ['retry', 'Try again', 'Tentar de novo'],
  ['search_placeholder', 'Search', 'Buscar'],
  ['filter', 'Filter', 'Filtrar'],
  ['sort', 'Sort', 'Ordenar'],
  ['share', 'Share', 'Compartilhar'],
  ['report', 'Report a problem', 'Relatar um problema'],
  ['privacy_note', 'Only you can see what you enter on {s}.', 'Só você vê o que digitar em {s}.'],
];

/** Keys with a Dart helper (function_base): the helper's name, then keys starting with it. */
const FUNCTION_KEYS: readonly [string, string, string, string][] = [
  ['age_', 'age_years', '{n} years', '{n} anos'],
  ['age_', 'age_label', 'Age {n}', 'Idade {n}'],
  ['distance_', 'distance_km', '{n} km away', 'a {n} km'],
  ['distance_', 'distance_less_than', 'Less than {n} km away', 'A menos de {n} km'],
  ['likes_', 'likes_count', '{n} people like you', '{n} pessoas curtiram você'],
  ['likes_', 'likes_left', '{n} likes left today', '{n} curtidas restantes hoje'],
  ['match_', 'match_percent', '{n}% match', '{n}% de compatibilidade'],
  ['greeting_', 'greeting_name', 'Hello, {name}', 'Olá, {name}'],
];

/**
 * A few hundred mobile keys (15 screens x 18 parts, plus helper keys): every seventh untranslated,
 * every fifth translation unpublished, so that every state shows in the console.
 */
export function demoMobileKeys(): DemoMobileKey[] {
  const keys: DemoMobileKey[] = [];
  let n = 0;
  for (const [category, en, pt] of SCREENS)
    for (const [suffix, enText, ptText] of PARTS) {
      n += 1;
      keys.push({
        category,
        key: `${category}_${suffix}`,
        base: enText.replace('{s}', en),
        type: 'static',
        functionName: null,
        ptBR: n % 7 === 0 ? undefined : ptText.replace('{s}', pt),
        published: n % 5 !== 0,
      });
    }
  for (const [functionName, key, base, ptBR] of FUNCTION_KEYS)
    keys.push({ category: 'formats', key, base, type: 'function_base', functionName, ptBR, published: true });
  return keys;
}
