// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, memberFixture, mockServer, renderApp, signedIn } from '../../test-support/render-app';
import { cities, freeAgentFixture, page, postFixture } from './marketplace-fixtures';

await Promise.all([import('./marketplace-page'), import('./free-agent-page'), import('./post-page')]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const me = memberFixture();
const citiesRoute = { 'GET /api/organization-common/15/workspaces': cities };

describe('free agents', () => {
  it('asks a visitor to log in to list themself, coming back to the free agents tab', async () => {
    mockServer({ ...citiesRoute, 'GET /api/marketplace/free-agents?page=1': page([]) });
    renderApp('/marketplace?tab=free-agents');
    const login = await screen.findByRole('link', { name: 'LOG IN TO LIST YOURSELF' });
    expect(login.getAttribute('href')).toBe('/login?returnTo=%2Fmarketplace%3Ftab%3Dfree-agents');
  });

  it('lists a member with what they chose and opens their listing; a refused field shows its message', async () => {
    signedIn();
    let attempt = 0;
    const server = mockServer({
      ...citiesRoute,
      'GET /api/member/me': me,
      'GET /api/marketplace/free-agents/mine': [],
      'GET /api/marketplace/free-agents?page=1': page([]),
      'POST /api/marketplace/free-agents': () => {
        attempt += 1;
        return attempt === 1
          ? failure(400, { message: 'Choose at least one time: morning, afternoon, evening', field: 'times' })
          : {
              status: 201,
              body: {
                status: 'success',
                data: {
                  freeAgent: freeAgentFixture({ id: 'fa-9' }),
                  message: 'You are listed as a free agent.',
                },
              },
            };
      },
      'GET /api/marketplace/free-agents/fa-9': freeAgentFixture({
        id: 'fa-9',
        member: { ...freeAgentFixture().member, id: me.memberId },
      }),
    });
    const { router } = renderApp('/marketplace?tab=free-agents');
    fireEvent.click(await screen.findByRole('button', { name: 'LIST YOURSELF' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'LIST YOURSELF AS A FREE AGENT' }));
    await dialog.findByRole('option', { name: 'Denver' });
    fireEvent.change(dialog.getByLabelText('City'), { target: { value: '2' } });
    fireEvent.click(dialog.getByLabelText('Forward'));
    fireEvent.click(dialog.getByLabelText('Defender'));
    fireEvent.click(dialog.getByLabelText('Tuesday'));
    fireEvent.click(dialog.getByRole('button', { name: 'LIST ME' }));
    expect(await dialog.findByText('Choose at least one time: morning, afternoon, evening')).toBeTruthy();
    fireEvent.click(dialog.getByLabelText('Evenings'));
    fireEvent.click(dialog.getByRole('button', { name: 'LIST ME' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/marketplace/free-agent/fa-9');
    expect(server.callsTo('POST', '/api/marketplace/free-agents')[1]?.body).toEqual({
      workspaceId: 2,
      positions: ['defender', 'forward'],
      level: 'recreational',
      days: ['tuesday'],
      times: ['evening'],
      lookingFor: ['team'],
      about: '',
    });
    expect(screen.getByRole('button', { name: 'PAUSE' })).toBeTruthy();
  });

  it('lets the player pause their own listing, and shows no actions on someone else’s', async () => {
    signedIn();
    const server = mockServer({
      'GET /api/member/me': me,
      'GET /api/marketplace/free-agents/fa-1': freeAgentFixture({
        member: { ...freeAgentFixture().member, id: me.memberId },
      }),
      'PATCH /api/marketplace/free-agents/fa-1': {
        freeAgent: freeAgentFixture({ status: 'paused' }),
        message: 'Your free agent listing was updated.',
      },
      'GET /api/marketplace/free-agents/fa-2': freeAgentFixture({
        id: 'fa-2',
        member: { id: 'm-grace', firstName: 'Grace', lastName: 'Hopper', avatar: null },
      }),
    });
    const { router } = renderApp('/marketplace/free-agent/fa-1');
    fireEvent.click(await screen.findByRole('button', { name: 'PAUSE' }));
    await vi.waitFor(() =>
      expect(server.callsTo('PATCH', '/api/marketplace/free-agents/fa-1')).toHaveLength(1),
    );
    expect(server.callsTo('PATCH', '/api/marketplace/free-agents/fa-1')[0]?.body).toEqual({
      status: 'paused',
    });
    await router.navigate('/marketplace/free-agent/fa-2');
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
    expect(screen.queryByRole('button', { name: 'PAUSE' })).toBeNull();
    // Anyone else messages them (no contact fields shown): the chat opens from the address.
    fireEvent.click(screen.getByRole('button', { name: 'MESSAGE' }));
    await vi.waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('recipientId')).toBe('m-grace'),
    );
  });
});

describe('a free agent seen by a visitor', () => {
  it('asks to log in to message them, coming back to the listing', async () => {
    mockServer({ 'GET /api/marketplace/free-agents/fa-1': freeAgentFixture() });
    renderApp('/marketplace/free-agent/fa-1');
    const login = await screen.findByRole('link', { name: 'LOG IN TO MESSAGE' });
    expect(login.getAttribute('href')).toBe('/login?returnTo=%2Fmarketplace%2Ffree-agent%2Ffa-1');
  });
});

describe('posts', () => {
  it('sends the picture picked in NEW POST once the post is saved, and shows it on the card and the page', async () => {
    signedIn();
    const withPicture = postFixture({ id: 'post-9', imageUrl: '/uploads/marketplace-posts/p9.jpg' });
    const server = mockServer({
      ...citiesRoute,
      'GET /api/member/me': me,
      'GET /api/marketplace/posts?page=1': page([withPicture]),
      'POST /api/marketplace/posts': {
        status: 201,
        body: {
          status: 'success',
          data: { post: postFixture({ id: 'post-9' }), message: 'Your post is up.' },
        },
      },
      'POST /api/marketplace/posts/post-9/image': { post: withPicture, message: 'Your post was updated.' },
      'GET /api/marketplace/posts/post-9': withPicture,
    });
    const { router } = renderApp('/marketplace?tab=posts');
    const list = await screen.findByRole('list', { name: 'Posts' });
    expect(list.querySelector('img')?.getAttribute('src')).toBe('/uploads/marketplace-posts/p9.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'NEW POST' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'NEW POST' }));
    await dialog.findByRole('option', { name: 'Denver' });
    fireEvent.change(dialog.getByLabelText('City'), { target: { value: '2' } });
    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Sunday 7v7 needs two defenders' } });
    fireEvent.change(dialog.getByLabelText('Text'), { target: { value: 'Zilker, 9 AM.' } });
    // A file that is no picture is refused before anything is sent.
    fireEvent.change(dialog.getByLabelText('Picture'), {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(await dialog.findByRole('alert')).toBeTruthy();
    const picture = new File(['jpeg'], 'field.jpg', { type: 'image/jpeg' });
    fireEvent.change(dialog.getByLabelText('Picture'), { target: { files: [picture] } });
    await dialog.findByRole('button', { name: 'CHANGE PICTURE' });
    fireEvent.click(dialog.getByRole('button', { name: 'POST' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/marketplace/post/post-9'));
    const upload = server.callsTo('POST', '/api/marketplace/posts/post-9/image');
    expect(upload).toHaveLength(1);
    expect((upload[0]?.body as FormData | undefined)?.get('file')).toBe(picture);
    expect(server.callsTo('POST', '/api/marketplace/posts')[0]?.body).toEqual({
      workspaceId: 2,
      category: 'looking_for_players',
      title: 'Sunday 7v7 needs two defenders',
      body: 'Zilker, 9 AM.',
    });
    const shown = await vi.waitFor(() => {
      const image = document.querySelector('main section img');
      if (!image) throw new Error('no picture yet');
      return image;
    });
    expect(shown.getAttribute('src')).toBe('/uploads/marketplace-posts/p9.jpg');
  });

  it('asks a visitor to log in to report, coming back to the post', async () => {
    mockServer({ 'GET /api/marketplace/posts/post-1': postFixture() });
    renderApp('/marketplace/post/post-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sunday 7v7 needs two defenders' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'LOG IN TO REPORT' }).getAttribute('href')).toBe(
      '/login?returnTo=%2Fmarketplace%2Fpost%2Fpost-1',
    );
  });

  it('lets another member report a post, and its author edit or delete it', async () => {
    signedIn();
    const server = mockServer({
      'GET /api/member/me': me,
      'GET /api/marketplace/posts/post-1': postFixture(),
      'POST /api/marketplace/posts/post-1/report': { message: 'Thanks, the post was reported.' },
      'GET /api/marketplace/posts/post-2': postFixture({
        id: 'post-2',
        author: { ...postFixture().author, id: me.memberId },
      }),
    });
    const { router } = renderApp('/marketplace/post/post-1');
    fireEvent.click(await screen.findByRole('button', { name: 'REPORT' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'REPORT POST' }));
    fireEvent.click(dialog.getByRole('button', { name: 'REPORT' }));
    expect(await screen.findByText('Thanks, the post was reported.')).toBeTruthy();
    expect(server.callsTo('POST', '/api/marketplace/posts/post-1/report')).toHaveLength(1);
    await router.navigate('/marketplace/post/post-2');
    expect(await screen.findByRole('button', { name: 'DELETE' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'EDIT' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'REPORT' })).toBeNull();
  });

  it("lets the organization's staff delete someone else's post", async () => {
    signedIn();
    const server = mockServer({
      'GET /api/member/me': me,
      'GET /api/member/organizations-workspaces': [
        {
          organization: { id: 15, name: 'Playfield Leagues', logo: null },
          role: 'referee',
          roleLabel: 'Referee',
          workspaces: cities,
        },
      ],
      'GET /api/marketplace/posts/post-1': postFixture(),
      'DELETE /api/marketplace/posts/post-1': { message: 'The post was deleted.' },
      'GET /api/marketplace/posts?page=1': page([]),
      ...citiesRoute,
      'GET /api/marketplace/leagues?page=1': page([]),
    });
    const { router } = renderApp('/marketplace/post/post-1');
    const remove = await screen.findByRole('button', { name: 'DELETE' });
    expect(screen.getByRole('button', { name: 'REPORT' })).toBeTruthy();
    fireEvent.click(remove);
    const dialog = within(await screen.findByRole('dialog', { name: 'DELETE POST' }));
    fireEvent.click(dialog.getByRole('button', { name: 'DELETE' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?tab=posts'));
    expect(server.callsTo('DELETE', '/api/marketplace/posts/post-1')).toHaveLength(1);
  });
});
