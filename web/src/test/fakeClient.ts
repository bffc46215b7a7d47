import { ApolloClient, ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import { createCache } from '../app/apollo/createApolloClient.ts';

/** A fixed answer, or one computed from the variables. */
export type FakeAnswer = ApolloLink.Result | ((variables: Record<string, unknown>) => ApolloLink.Result);

/**
 * An Apollo Client whose link answers each operation by name from `answers` (a fake
 * server for container tests). `calls` records every operation sent.
 */
export function fakeClient(answers: Record<string, FakeAnswer>) {
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = operation.operationName ?? '';
        calls.push({ name, variables: operation.variables });
        const answer = answers[name];
        if (!answer) observer.error(new Error(`no fake answer for ${name}`));
        else {
          observer.next(typeof answer === 'function' ? answer(operation.variables) : answer);
          observer.complete();
        }
      }),
  );
  return { client: new ApolloClient({ cache: createCache(), link }), calls };
}
