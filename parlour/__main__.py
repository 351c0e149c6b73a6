from parlour.cli.main import main

raise SystemExit(main())
