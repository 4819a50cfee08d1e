// A list whose items were written as JSON once, for a reply sent many times unchanged: the team
// roster of 200 players spent a tenth of its time in JSON.stringify on every read (issue 17). The
// declared routes send it inside the success envelope as it is; the items' JSON must be what
// JSON.stringify would write for the reply schema's items.

export class SerializedList<T> {
  /** Only for the type: the items this JSON stands for. */
  declare readonly items?: readonly T[];
  readonly json: string;
  private constructor(json: string) {
    this.json = json;
  }

  /** The list of the items whose JSON texts these are, in this order. */
  static of<T>(itemJson: readonly string[]): SerializedList<T> {
    return new SerializedList<T>(`[${itemJson.join(',')}]`);
  }
}
