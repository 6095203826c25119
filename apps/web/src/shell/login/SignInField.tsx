import type { ReactNode } from 'react';
import { theme } from 'antd';

interface SignInFieldProps {
  /** The id of the input inside, which the label names. */
  id: string;
  label: string;
  /** A hint under the input, read out with it when the input names it in `aria-describedby`. */
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * A labelled field of the sign-in steps, laid out as antd's vertical form items. The steps keep their two or
 * three values in state and check them on submit, so they do without antd's Form, whose field store,
 * validator and label tooltips would weigh on the first screen every visitor loads.
 */
export function SignInField({ id, label, extra, children }: SignInFieldProps) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: token.marginLG }}>
      <label
        htmlFor={id}
        style={{ display: 'block', paddingBottom: token.paddingXS, color: token.colorText }}
      >
        {label}
      </label>
      {children}
      {extra && <div style={{ color: token.colorTextDescription, marginTop: token.marginXXS }}>{extra}</div>}
    </div>
  );
}
