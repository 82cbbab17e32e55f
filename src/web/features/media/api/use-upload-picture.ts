import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { uploadPicture } from './upload-picture';

/**
 * POST /api/media/pictures with the share uploaded so far (0 to 1). A new upload cancels the one
 * still running, and so does leaving the page.
 */
export function useUploadPicture() {
  const [progress, setProgress] = useState(0);
  const running = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setProgress(0);
      return uploadPicture(file, { onProgress: setProgress, signal: controller.signal });
    },
  });
  useEffect(() => () => running.current?.abort(), []);
  return { ...mutation, progress };
}
