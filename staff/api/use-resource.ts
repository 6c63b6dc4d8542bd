/**
 * A GET of the API as React state: its data, its error, whether it is loading, and a reload. A newer request (the
 * path changed, or reload) supersedes an older one, whose answer is dropped. `setData` lets a page show its own
 * change at once from the API's answer to it, without fetching again. `keepWhileLoading` goes on showing the last
 * answer while the next path loads (a grid's page stays on screen, and its row count steady, until the next arrives).
 */
import { useCallback, useEffect, useState } from 'react';
import { api, type ApiError } from './http';

interface Resource<T> {
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
  reload: () => void;
  setData: (update: (current: T | undefined) => T | undefined) => void;
}

interface State<T> {
  /** The path being fetched or last fetched. */
  path: string | null;
  loading: boolean;
  error?: ApiError;
  /** The last answer, and the path it answers. */
  data?: T;
  dataPath?: string;
}

export function useResource<T>(path: string | null, { keepWhileLoading = false }: { keepWhileLoading?: boolean } = {}): Resource<T> {
  const [state, setState] = useState<State<T>>({ path: null, loading: false });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    setState((current) => ({ ...current, path, loading: true, error: undefined }));
    api.get<T>(path, { signal: controller.signal }).then(
      (data) => setState({ path, loading: false, data, dataPath: path }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((current) => ({ ...current, loading: false, error: error as ApiError }));
      },
    );
    return () => controller.abort();
  }, [path, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const setData = useCallback((update: (current: T | undefined) => T | undefined) => {
    setState((current) => ({ ...current, data: update(current.data) }));
  }, []);
  const fetched = state.path === path;
  return {
    data: state.dataPath === path || keepWhileLoading ? state.data : undefined,
    error: fetched ? state.error : undefined,
    loading: path !== null && (!fetched || state.loading),
    reload,
    setData,
  };
}
