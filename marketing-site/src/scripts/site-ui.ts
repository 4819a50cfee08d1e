// The sites' only script: the mobile menu toggle, plus fallbacks for the login dialog where the browser
// lacks the Invoker Commands API (`command`/`commandfor`) or light dismiss (`closedby`).

function setupMenu(): void {
  const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const menu = document.querySelector<HTMLElement>('[data-menu]');
  const label = toggle?.querySelector<HTMLElement>('[data-menu-label]');
  if (!toggle || !menu) return;

  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    menu.dataset.open = String(open);
    if (label) label.textContent = open ? 'Close menu' : 'Open menu';
  };

  toggle.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && toggle.getAttribute('aria-expanded') === 'true') {
      setOpen(false);
      toggle.focus();
    }
  });
  // Growing to desktop shows the bar inline; start closed if the window shrinks again.
  matchMedia('(min-width: 1024px)').addEventListener('change', () => setOpen(false));
}

function setupDialogFallbacks(): void {
  if (!('command' in HTMLButtonElement.prototype)) {
    for (const button of document.querySelectorAll<HTMLButtonElement>('button[commandfor]')) {
      button.addEventListener('click', () => {
        const target = document.getElementById(button.getAttribute('commandfor') ?? '');
        if (target instanceof HTMLDialogElement) target.showModal();
      });
    }
  }
  if (!('closedBy' in HTMLDialogElement.prototype)) {
    for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog[closedby="any"]')) {
      dialog.addEventListener('click', (event) => {
        // A backdrop click targets the dialog itself, outside its box.
        if (event.target !== dialog) return;
        const box = dialog.getBoundingClientRect();
        const inside =
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom;
        if (!inside) dialog.close();
      });
    }
  }
}

setupMenu();
setupDialogFallbacks();
