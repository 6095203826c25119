import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { commonMessages } from '@orrery/contract';
import { ApiError } from '../api/client';
import { SingleImageUpload } from './SingleImageUpload';

function setup(upload: (file: File) => Promise<string>) {
  const { container } = render(
    <App>
      <SingleImageUpload upload={upload} failedMessage="Failed to upload image" />
    </App>,
  );
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  return (file: File) => fireEvent.change(input, { target: { files: [file] } });
}

describe('SingleImageUpload', () => {
  it('a file that is no image is refused with a message, and not sent', async () => {
    const upload = vi.fn(async () => '/files/x.jpg');
    const choose = setup(upload);
    choose(new File(['a,b\n1,2'], 'members.csv', { type: 'text/csv' }));
    expect(
      await screen.findByText(`Failed to upload image. ${commonMessages.notAnImage}`),
    ).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it("a file the server refuses by its content shows the server's reason", async () => {
    const choose = setup(() => Promise.reject(new ApiError(400, commonMessages.notAnImage)));
    choose(new File(['not a picture'], 'photo.png', { type: 'image/png' }));
    expect(
      await screen.findByText(`Failed to upload image. ${commonMessages.notAnImage}`),
    ).toBeInTheDocument();
  });
});
